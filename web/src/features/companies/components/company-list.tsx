import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { useUnauthorizedRedirect } from '@/lib/auth/use-unauthorized-redirect';
import { useCompanies } from '../api/get-companies';
import { CompanyCard, CompanyCardPlaceholder, type CompanyAction } from './company-card';
import { DeleteCompanyDialog } from './delete-company-dialog';
import { EditCompanyDialog } from './edit-company-dialog';

/** Spec section 9: two placeholder cards while the list loads. */
const PLACEHOLDER_COUNT = 2;

// 1, 2 or 3 columns by the width the page has beside the sidebar (a container query), so
// cards keep a readable width whether the sidebar is open, collapsed or a mobile sheet.
// Explicit single column on a phone: an implicit track grows to the longest name's width.
const gridClasses = 'grid grid-cols-1 gap-6 @xl:grid-cols-2 @4xl:grid-cols-3';

/** The dashboard's companies: loading cards, the empty state or the cards, with the Edit and Delete dialogs. */
export function CompanyList() {
  const { user } = useAuth();
  // Spec section 4: the list loads once the user is known.
  const companies = useCompanies({ enabled: user !== null });
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  const [editing, setEditing] = useState<CompanyAction | null>(null);
  const [deleting, setDeleting] = useState<CompanyAction | null>(null);

  useEffect(() => {
    if (companies.error) redirectIfUnauthorized(companies.error);
  }, [companies.error, redirectIfUnauthorized]);

  return (
    <>
      <CompanyListContent companies={companies} onEdit={setEditing} onDelete={setDeleting} />
      {/* Outside the list's states: a delete that empties the list must still finish (toast, selection). */}
      <EditCompanyDialog
        company={editing?.company ?? null}
        returnFocusTo={editing?.menuButton ?? null}
        onClose={() => {
          setEditing(null);
        }}
      />
      <DeleteCompanyDialog
        company={deleting?.company ?? null}
        returnFocusTo={deleting?.menuButton ?? null}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </>
  );
}

type CompanyListContentProps = {
  companies: ReturnType<typeof useCompanies>;
  onEdit: (action: CompanyAction) => void;
  onDelete: (action: CompanyAction) => void;
};

function CompanyListContent({ companies, onEdit, onDelete }: CompanyListContentProps) {
  if (companies.isPending) {
    return (
      <div role="status" aria-label="Loading companies" className={gridClasses}>
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
          <CompanyCardPlaceholder key={index} />
        ))}
      </div>
    );
  }

  if (companies.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-800">
        <p>Your companies could not be loaded.</p>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => {
            void companies.refetch();
          }}
        >
          Try again
        </Button>
      </div>
    );
  }

  if (companies.data.length === 0) {
    return (
      <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <h3 className="text-lg font-semibold text-slate-900">No companies yet</h3>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
          Create your first company profile to get started with the interview process.
        </p>
        <Button asChild className="mt-6">
          <Link to="/profile">Create Company Profile</Link>
        </Button>
      </div>
    );
  }

  return (
    <ul className={gridClasses}>
      {companies.data.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
