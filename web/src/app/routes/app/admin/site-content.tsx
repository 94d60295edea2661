import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { SiteContentDialog } from '@/features/site-content/components/site-content-dialog';
import { SiteContentTable } from '@/features/site-content/components/site-content-table';

export function AdminSiteContentRoute() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Site Content"
        description="The texts the public pages read by key. Changes show on the site at once."
        actions={<SiteContentDialog trigger={<Button type="button">Create New Entry</Button>} />}
      />
      <SiteContentTable />
    </div>
  );
}
