import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { z } from '@/lib/zod';
import { useCreateSiteContent } from '../api/create-site-content';
import type { SiteContent } from '../api/get-site-content';
import { useUpdateSiteContent } from '../api/update-site-content';
import { isLandingSectionKey } from '../landing-sections';
import { SectionSwitch } from './section-switch';

/** Lengths count characters, as the server does (not UTF-16 units). */
const characters = (text: string) => Array.from(text).length;

// The server's rules and messages (SiteContentKey, site_content).
const siteContentFormSchema = z.object({
  key: z
    .string()
    .trim()
    .min(1, 'Please enter a key.')
    .max(100, 'Key must be at most 100 characters.')
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
      'Key may contain only letters, digits, dots, dashes and underscores, and must start with a letter or digit.',
    ),
  description: z
    .string()
    .trim()
    .refine((text) => characters(text) <= 500, 'Description must be at most 500 characters.'),
  content: z
    .string()
    .refine((text) => text.trim() !== '', 'Please enter the content.')
    .refine((text) => characters(text) <= 20_000, 'Content must be at most 20000 characters.'),
});

const FIELDS = ['key', 'description', 'content'] as const;

type SiteContentFormProps = {
  /** The entry to edit; without one the form creates an entry. */
  entry?: SiteContent;
  onSaved: () => void;
};

function SiteContentForm({ entry, onSaved }: SiteContentFormProps) {
  const form = useForm<SiteContent>({
    resolver: zodResolver(siteContentFormSchema),
    defaultValues: entry ?? { key: '', description: '', content: '' },
  });
  const { errors } = form.formState;
  const create = useCreateSiteContent();
  const update = useUpdateSiteContent();
  const save = entry ? update : create;
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    save.mutate(values, {
      onSuccess: (saved) => {
        toast({
          title: entry ? 'Entry updated' : 'Entry created',
          description: `The site now shows the new text of ${saved.key}.`,
        });
        onSaved();
      },
      onError: (error) => {
        // 409: the key is taken; it belongs under the key field.
        if (!entry && error instanceof ApiError && error.status === 409) {
          form.setError('key', { message: error.message }, { shouldFocus: true });
          return;
        }
        if (showServerFieldErrors(error, FIELDS, form.setError)) return;
        setFormError(error.message || (entry ? 'Failed to update site content' : 'Failed to create site content'));
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      {entry ? (
        <TextField label="Key" readOnly value={entry.key} className="bg-slate-50 font-mono text-slate-600" />
      ) : (
        <TextField
          label="Key"
          autoComplete="off"
          spellCheck={false}
          placeholder="landing.headline"
          className="font-mono"
          error={errors.key?.message}
          {...form.register('key')}
        />
      )}
      <TextField
        label="Description"
        autoComplete="off"
        placeholder="Where the text shows and what it is for"
        // Editing, the key above is read-only: the dialog opens on the first field that can change.
        autoFocus={Boolean(entry)}
        error={errors.description?.message}
        {...form.register('description')}
      />
      {entry && isLandingSectionKey(entry.key) ? (
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => <SectionSwitch sectionKey={entry.key} value={field.value} onChange={field.onChange} />}
        />
      ) : (
        <FormField label="Content" error={errors.content?.message}>
          {(control) => <Textarea rows={6} {...control} {...form.register('content')} />}
        </FormField>
      )}
      <DialogFormError message={formError} />
      <DialogFormActions saving={save.isPending} />
    </form>
  );
}

function dialogDescription(entry: SiteContent | undefined): string {
  if (!entry) return 'Add a text the site reads by its key. The key cannot be changed later.';
  if (isLandingSectionKey(entry.key)) return 'Change the description and whether the landing page shows this section.';
  return 'Change the description and the text the site shows for this key.';
}

type SiteContentDialogProps = {
  /** The entry to edit; without one the dialog is 'Create Site Content'. */
  entry?: SiteContent;
  /** The button that opens the dialog. */
  trigger: ReactNode;
};

/** The create and edit dialogs of a site text; the key can be chosen only when creating. */
export function SiteContentDialog({ entry, trigger }: SiteContentDialogProps) {
  const [open, setOpen] = useState(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{entry ? 'Edit Site Content' : 'Create Site Content'}</DialogTitle>
          <DialogDescription>{dialogDescription(entry)}</DialogDescription>
        </DialogHeader>
        <SiteContentForm
          entry={entry}
          onSaved={() => {
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
