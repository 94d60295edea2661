import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type Ref } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogFormError,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/use-toast';
import { showServerFieldErrors } from '@/lib/form-errors';
import { z } from '@/lib/zod';
import type { AdminUser } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { roleLabels, statusLabels } from '../labels';

const CREDITS_MESSAGE = 'Credits must be a whole number of 0 or more.';

// The server's rules and messages (Role, UserStatus, Credits).
const editUserSchema = z.object({
  role: z.enum(['user', 'admin']),
  status: z.enum(['active', 'waitlist', 'inactive']),
  credits: z
    .number({ error: CREDITS_MESSAGE })
    .int(CREDITS_MESSAGE)
    .min(0, CREDITS_MESSAGE)
    .max(1_000_000, 'Credits must be at most 1000000.'),
});

type EditUserValues = z.infer<typeof editUserSchema>;

const FIELDS = ['role', 'status', 'credits'] as const;

const toOptions = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const roleOptions = toOptions(roleLabels);
const statusOptions = toOptions(statusLabels);

function EditUserForm({ user, onSaved }: { user: AdminUser; onSaved: () => void }) {
  const form = useForm<EditUserValues>({
    resolver: zodResolver(editUserSchema),
    defaultValues: { role: user.role, status: user.status, credits: user.credits },
  });
  const { errors } = form.formState;
  const update = useUpdateUser();
  // The server refuses to demote such an admin: their next sign-in would undo it.
  const configuredHint = user.adminByConfiguration
    ? 'Admin by configuration: remove this address from ADMIN_EMAILS to change the role or status.'
    : undefined;
  // A refusal that belongs to no field (e.g. 409 for the last admin) shows above the buttons.
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit((changes) => {
    setFormError(undefined);
    update.mutate(
      { id: user.id, changes },
      {
        onSuccess: (updated) => {
          toast({ title: 'User updated', description: `The changes to ${updated.username} are saved.` });
          onSaved();
        },
        onError: (error) => {
          if (showServerFieldErrors(error, FIELDS, form.setError)) return;
          setFormError(error.message || 'Failed to update user');
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <SelectField
            label="Role"
            options={roleOptions}
            error={errors.role?.message}
            hint={configuredHint}
            {...field}
            disabled={user.adminByConfiguration}
          />
        )}
      />
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <SelectField
            label="Status"
            options={statusOptions}
            error={errors.status?.message}
            {...field}
            disabled={user.adminByConfiguration}
          />
        )}
      />
      <TextField
        label="Credits"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        error={errors.credits?.message}
        {...form.register('credits', { valueAsNumber: true })}
      />
      <DialogFormError message={formError} />
      <DialogFormActions saving={update.isPending} />
    </form>
  );
}

type EditUserDialogProps = {
  user: AdminUser;
  /** The Edit button, e.g. to focus it after the row's Approve button goes away. */
  triggerRef?: Ref<HTMLButtonElement>;
};

/** The row's Edit button and the 'Edit User' dialog it opens, prefilled from the user. */
export function EditUserDialog({ user, triggerRef }: EditUserDialogProps) {
  const [open, setOpen] = useState(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button ref={triggerRef} type="button" variant="outline" className="px-3 py-1.5">
          Edit <span className="sr-only">{user.username}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>{`Role, status and credits of ${user.username} (${user.email}).`}</DialogDescription>
        </DialogHeader>
        <EditUserForm
          user={user}
          onSaved={() => {
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
