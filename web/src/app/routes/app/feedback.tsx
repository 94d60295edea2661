import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';

export function FeedbackRoute() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Feedback"
        description="Tell us what to improve, share an idea or report an issue. We read every message."
      />
      <Card className="p-6 sm:p-8">
        <FeedbackForm />
      </Card>
    </div>
  );
}
