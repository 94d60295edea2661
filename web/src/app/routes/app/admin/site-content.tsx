import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { SiteContentDialog } from '@/features/site-content/components/site-content-dialog';
import { SiteContentTable } from '@/features/site-content/components/site-content-table';

export function AdminSiteContentRoute() {
  return (
    <Page
      title="Site Content"
      description="The texts the public pages read by key. Changes show on the site at once."
      actions={<SiteContentDialog trigger={<Button type="button">Create New Entry</Button>} />}
    >
      <SiteContentTable />
    </Page>
  );
}
