import { useEffect, useId, useRef, useState } from 'react';
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
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { useUnauthorizedRedirect } from '@/lib/auth/use-unauthorized-redirect';
import { useEditVersion } from '../api/edit-version';
import { useGetPartOptions } from '../api/get-part-options';
import { useContentStudio } from '../hooks/use-content-studio';
import { studioFailure } from '../studio';
import { OptionsIcon, StudioButton } from './studio-button';

/** How many options the writer offers (src/content/mod.rs `VARIANT_COUNT`). */
const OPTION_COUNT = 3;

const CHOICE_FAILED = 'Your choice could not be saved. Please try again.';

/** Three columns where the dialog is wide, stacked on a phone. */
const optionGridClass = 'grid gap-3 md:grid-cols-3';

type OptionsDialogProps = {
  /** A path of OPTION_FIELDS: `website.headline`. */
  field: string;
  /** Its name: 'Headline'. */
  label: string;
};

/**
 * 'Show 3 options' beside a short text of the active version, and its dialog: first what it costs,
 * then (for a credit) three new wordings side by side, each with 'Use option N', which puts it in as
 * the next version. Options not chosen are not kept; closing asks nothing more. While the options
 * are written or a choice is saved the dialog stays; failures are said in it.
 */
export function OptionsDialog({ field, label }: OptionsDialogProps) {
  const studio = useContentStudio();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const getOptions = useGetPartOptions();
  const choose = useEditVersion(studio?.companyId ?? 0);
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  if (!studio) return null;
  const versionId = studio.version.id;
  const busy = getOptions.isPending || choose.isPending;
  const options = getOptions.data?.options;

  function close() {
    setOpen(false);
    setFailure(null);
    getOptions.reset();
    choose.reset();
  }

  function showOptions() {
    setFailure(null);
    getOptions.mutate(
      { versionId, field },
      {
        onError: (error) => {
          if (!redirectIfUnauthorized(error)) setFailure(studioFailure(error));
        },
      },
    );
  }

  function chooseOption(text: string, option: number) {
    setFailure(null);
    choose.mutate(
      { versionId, edit: { field, value: text, origin: 'variant', option } },
      {
        onSuccess: (version) => {
          close();
          toast({ title: `${label} updated`, description: `Version ${version.versionNumber} holds option ${option}.` });
        },
        onError: (error) => {
          if (!redirectIfUnauthorized(error)) setFailure(studioFailure(error, CHOICE_FAILED));
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // The options are being written (a credit) or a choice saved: the dialog stays until it is done.
        if (busy) return;
        if (next) setOpen(true);
        else close();
      }}
    >
      <DialogTrigger asChild>
        <StudioButton
          icon={<OptionsIcon />}
          text={`Show ${OPTION_COUNT} options`}
          name={`Show ${OPTION_COUNT} options for ${label}`}
          disabled={studio.waiting}
        />
      </DialogTrigger>
      <DialogContent closable={!busy} className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{`Options for ${label}`}</DialogTitle>
          <DialogDescription>{"Uses 1 credit. Options you don't use are not kept."}</DialogDescription>
        </DialogHeader>
        {options ? (
          <OptionList label={label} options={options} choosing={choose.isPending ? choose.variables.edit.option : undefined} onUse={chooseOption} />
        ) : (
          <OptionsPending label={label} writing={getOptions.isPending} />
        )}
        <DialogFormError message={failure} />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              {options ? 'Close' : 'Cancel'}
            </Button>
          </DialogClose>
          {!options && (
            <Button busy={getOptions.isPending} onClick={showOptions} className="min-w-36">
              {getOptions.isPending ? 'Writing options...' : `Show ${OPTION_COUNT} options`}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Before the options: what the button does, then, while they are written, grey cards of their
 * shape and 'Writing 3 options...' (announced).
 */
function OptionsPending({ label, writing }: { label: string; writing: boolean }) {
  return (
    <div className="space-y-3">
      <p aria-live="polite" className="flex min-h-5 items-center gap-2 text-sm text-slate-700">
        {writing ? (
          <>
            <Spinner size="sm" />
            {`Writing ${OPTION_COUNT} options...`}
          </>
        ) : (
          `The writer offers ${OPTION_COUNT} new wordings of the ${label}. Your text stays as it is unless you choose one.`
        )}
      </p>
      {writing && (
        <div aria-hidden="true" className={optionGridClass}>
          {Array.from({ length: OPTION_COUNT }, (_, index) => (
            <div key={index} className="space-y-2 rounded-xl border border-slate-200 p-4">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="mt-3 h-7 w-28 rounded-md" />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

type OptionListProps = {
  label: string;
  options: readonly string[];
  /** The option (from 1) whose choice is being saved. */
  choosing: number | undefined;
  onUse: (text: string, option: number) => void;
};

/**
 * The options, each in a card with 'Use option N' (described by its text, so tabbing through the
 * buttons reads each option), and how many there are when fewer than asked. The list takes focus
 * when it comes, so it is read out.
 */
function OptionList({ label, options, choosing, onUse }: OptionListProps) {
  const list = useRef<HTMLOListElement>(null);
  const idPrefix = useId();
  useEffect(() => {
    list.current?.focus();
  }, []);
  const count = options.length;
  return (
    <>
      {/* The built-in writer offers fewer when it finds no more wordings that say something new. */}
      {count < OPTION_COUNT && (
        <p className="text-sm text-slate-700">{`The writer found ${count} new ${count === 1 ? 'wording' : 'wordings'}, not ${OPTION_COUNT}.`}</p>
      )}
      <ol
        ref={list}
        tabIndex={-1}
        aria-label={`Options for ${label}`}
        className={`${optionGridClass} rounded-md outline-none focus-visible:ring-2 focus-visible:ring-indigo-600`}
      >
        {options.map((text, index) => {
          const option = index + 1;
          const textId = `${idPrefix}-${option}`;
          return (
            <li key={option} className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
              <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{`Option ${option}`}</h3>
              <p id={textId} className="flex-1 whitespace-pre-line break-words leading-relaxed text-slate-800">
                {text}
              </p>
              <Button
                variant="outline"
                className="self-start px-3 py-1.5"
                aria-label={`Use option ${option} for ${label}`}
                aria-describedby={textId}
                busy={choosing === option}
                disabled={choosing !== undefined && choosing !== option}
                onClick={() => {
                  onUse(text, option);
                }}
              >
                {choosing === option ? 'Saving...' : `Use option ${option}`}
              </Button>
            </li>
          );
        })}
      </ol>
    </>
  );
}
