import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { showServerFieldErrors } from '@/lib/form-errors';
import { feedbackInputSchema, useSubmitFeedback, type FeedbackInput } from '../api/submit-feedback';
import { FEEDBACK_TYPES } from '../types';

const FIELDS = ['type', 'message'] as const;

const typeOptions = FEEDBACK_TYPES.map((type) => ({ value: type, label: type }));

/** The type (the first one unless chosen) and the message; sends them and goes to the dashboard. */
export function FeedbackForm() {
  const form = useForm<FeedbackInput>({
    resolver: zodResolver(feedbackInputSchema),
    defaultValues: { type: FEEDBACK_TYPES[0], message: '' },
  });
  const { errors } = form.formState;
  const submit = useSubmitFeedback();
  const { user } = useAuth();
  const navigate = useNavigate();

  const onSubmit = form.handleSubmit((values) => {
    submit.mutate(
      { ...values, userId: user?.id },
      {
        onSuccess: () => {
          toast({ title: 'Feedback', description: 'Thank you for your feedback!' });
          void navigate('/dashboard');
        },
        onError: (error) => {
          // Spec section 8: a refusal by the server, or no answer at all. What was typed stays.
          const answered = error instanceof ApiError;
          if (answered) showServerFieldErrors(error, FIELDS, form.setError);
          toast({
            variant: 'destructive',
            title: 'Feedback',
            description: answered ? 'Failed to submit feedback.' : 'Error submitting feedback.',
          });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <SelectField
            label="Type"
            options={typeOptions}
            error={errors.type?.message}
            className="sm:max-w-xs"
            {...field}
          />
        )}
      />
      <FormField label="Message" error={errors.message?.message}>
        {(control) => (
          <Textarea
            rows={15}
            required
            placeholder="What should we know?"
            className="resize-y"
            {...control}
            {...form.register('message')}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" busy={submit.isPending} className="min-w-32">
          {submit.isPending ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
