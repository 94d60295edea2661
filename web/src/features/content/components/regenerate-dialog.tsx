import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogFormError,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/use-toast';
import { useUnauthorizedRedirect } from '@/lib/auth/use-unauthorized-redirect';
import { cn } from '@/lib/cn';
import { showServerFieldErrors } from '@/lib/form-errors';
import { z } from '@/lib/zod';
import { useRegeneratePart } from '../api/regenerate-part';
import { useContentStudio, type ContentStudio } from '../hooks/use-content-studio';
import { studioFailure } from '../studio';
import { RegenerateIcon, StudioButton } from './studio-button';

/** The server's longest instruction (src/writer/rewrite.rs `Instruction::MAX_CHARS`), in characters. */
const MAX_INSTRUCTION_CHARS = 300;

/** What the quick picks put in the box: the words the writers read for a length or a tone. */
const QUICK_PICKS = ['Shorter', 'Longer', 'More confident'] as const;

const regenerateSchema = z.object({
  instruction: z
    .string()
    .refine(
      (text) => Array.from(text.trim()).length <= MAX_INSTRUCTION_CHARS,
      `The instruction must be at most ${MAX_INSTRUCTION_CHARS} characters.`,
    ),
});

type RegenerateValues = z.infer<typeof regenerateSchema>;

type RegenerateDialogProps = {
  /** The part's path: a text's (`pitch.pitch30sec`) or a group's (`website.valuePropositions.2`, `pitch.keyPoints`). */
  field: string;
  /** Its name: '30-Second Pitch', 'Value Propositions, item 3'. */
  label: string;
};

/**
 * 'Regenerate' beside a part of the active version, and its dialog: what should change (optional,
 * with quick picks), one credit, every other part kept. While the writer works the dialog stays open
 * and says so; a new version then becomes the active one, the dialog closes and focus comes back to
 * the button. A failure is said in the dialog, the instruction kept. Nothing while the texts shown
 * are not the active version's.
 */
export function RegenerateDialog({ field, label }: RegenerateDialogProps) {
  const studio = useContentStudio();
  const [open, setOpen] = useState(false);
  const regenerate = useRegeneratePart(studio?.companyId ?? 0);
  if (!studio) return null;
  const running = regenerate.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // The credit is being spent: the dialog stays until the new version is in.
        if (running) return;
        setOpen(next);
        if (!next) regenerate.reset();
      }}
    >
      <DialogTrigger asChild>
        <StudioButton icon={<RegenerateIcon />} text="Regenerate" name={`Regenerate ${label}`} disabled={studio.waiting} />
      </DialogTrigger>
      <DialogContent closable={!running}>
        <DialogHeader>
          <DialogTitle>{`Regenerate ${label}`}</DialogTitle>
        </DialogHeader>
        <RegenerateForm
          studio={studio}
          field={field}
          label={label}
          regenerate={regenerate}
          onDone={() => {
            setOpen(false);
            regenerate.reset();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type RegenerateFormProps = RegenerateDialogProps & {
  studio: ContentStudio;
  regenerate: ReturnType<typeof useRegeneratePart>;
  onDone: () => void;
};

function RegenerateForm({ studio, field, label, regenerate, onDone }: RegenerateFormProps) {
  const form = useForm<RegenerateValues>({ resolver: zodResolver(regenerateSchema), defaultValues: { instruction: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  const running = regenerate.isPending;
  const instruction = useWatch({ control: form.control, name: 'instruction' });

  const onSubmit = form.handleSubmit(({ instruction }) => {
    setFailure(null);
    const trimmed = instruction.trim();
    regenerate.mutate(
      { versionId: studio.version.id, part: { field, ...(trimmed ? { instruction: trimmed } : {}) } },
      {
        onSuccess: (version) => {
          onDone();
          toast({ title: `Regenerated ${label}`, description: `Version ${version.versionNumber} holds the new text.` });
        },
        onError: (error) => {
          if (redirectIfUnauthorized(error) || showServerFieldErrors(error, ['instruction'], form.setError)) return;
          setFailure(studioFailure(error));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <div className="space-y-2">
        <TextField
          label="What should change? (optional)"
          placeholder="e.g. mention the 14-day trial"
          autoComplete="off"
          maxLength={MAX_INSTRUCTION_CHARS}
          readOnly={running}
          error={form.formState.errors.instruction?.message}
          {...form.register('instruction')}
        />
        <div role="group" aria-label="Quick picks" className="flex flex-wrap gap-2">
          {QUICK_PICKS.map((pick) => {
            const words = pick.toLowerCase();
            const picked = instruction.trim().toLowerCase() === words;
            return (
              <button
                key={pick}
                type="button"
                aria-pressed={picked}
                disabled={running}
                onClick={() => {
                  form.setValue('instruction', words, { shouldValidate: form.formState.isSubmitted });
                }}
                className={cn(
                  'rounded-full border px-3 py-1 text-xs font-medium transition-colors disabled:opacity-50',
                  picked
                    ? 'border-indigo-300 bg-indigo-50 text-indigo-800'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                {pick}
              </button>
            );
          })}
        </div>
      </div>
      {/* The note and, while the writer works, the progress: one line, announced when it changes. */}
      <DialogDescription aria-live="polite" className="flex min-h-5 items-center gap-2">
        {running ? (
          <>
            <Spinner size="sm" />
            {`Writing a new ${label}...`}
          </>
        ) : (
          'Uses 1 credit. Every other part stays as it is.'
        )}
      </DialogDescription>
      <DialogFormError message={failure} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={running}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" busy={running} className="min-w-32">
          {running ? 'Regenerating...' : 'Regenerate'}
        </Button>
      </DialogFooter>
    </form>
  );
}
