import { Page } from '@/components/page';
import { Card } from '@/components/ui/card';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';

export function FeedbackRoute() {
  return (
    <Page
      title="Feedback"
      description="Tell us what to improve, share an idea or report an issue. We read every message."
      width="narrow"
    >
      <Card className="p-6 sm:p-8">
        <FeedbackForm />
      </Card>
    </Page>
  );
}
