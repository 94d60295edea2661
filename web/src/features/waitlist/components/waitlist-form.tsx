import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { joinWaitlistInputSchema, useJoinWaitlist, type JoinWaitlistInput } from '../api/join-waitlist';

const FIELDS = ['name', 'email'] as const;

/** The message the server answers (409) for an email already on the list. */
const ALREADY_ON_LIST = 'Email already in waitlist';

/** Spec section 8: the server's message (the duplicate one reworded), else the default text. */
function failureMessage(error: unknown): string {
  const hasServerMessage = error instanceof ApiError && (error.body !== undefined || error.status === 429);
  if (!hasServerMessage) return 'Failed to join waitlist. Please try again.';
  return error.message === ALREADY_ON_LIST ? 'This email is already on our waiting list.' : error.message;
}

/** Name and email; joins the waiting list, and keeps what was typed unless that worked. */
export function WaitlistForm() {
  const form = useForm<JoinWaitlistInput>({
    resolver: zodResolver(joinWaitlistInputSchema),
    defaultValues: { name: '', email: '' },
  });
  const { errors } = form.formState;
  const join = useJoinWaitlist();

  const onSubmit = form.handleSubmit((values) => {
    join.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Added to waiting list',
          description: "Thank you for your interest! We'll notify you when registration opens.",
        });
        form.reset();
      },
      onError: (error) => {
        if (showServerFieldErrors(error, FIELDS, form.setError)) return;
        toast({ variant: 'destructive', title: 'Waitlist failed', description: failureMessage(error) });
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" disabled={join.isPending} className="w-full py-2.5">
        {join.isPending ? 'Joining waitlist...' : 'Join Waiting List'}
      </Button>
    </form>
  );
}
