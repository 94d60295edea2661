import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { toast } from '@/components/ui/toast/use-toast';
import { useUnauthorizedRedirect } from '@/lib/auth/use-unauthorized-redirect';
import { z } from '@/lib/zod';
import { useSyncVersion } from '../api/sync-version';
import { pathLabel, type FieldLabels } from '../fields';
import { useContentStudio, type ContentStudio } from '../hooks/use-content-studio';
import { studioFailure } from '../studio';

/** What the notice says on each tab. */
const CHANGED_AFTER = {
  website: 'The core messaging changed after this website copy was written.',
  pitch: 'The core messaging changed after these pitches were written.',
} as const;

/** The texts a sync writes again: the website's and the pitches' (a hand-edited core text is the core). */
const isAssetPath = (path: string) => path.startsWith('website.') || path.startsWith('pitch.');

const syncSchema = z.object({
  /** The hand-edited texts to write again too; the others are kept. */
  replace: z.array(z.string()),
});

type SyncValues = z.infer<typeof syncSchema>;

type SyncNoticeProps = {
  asset: keyof typeof CHANGED_AFTER;
  labels: FieldLabels;
  /** After the sync: the notice (and its button) is gone, so focus goes on in the tab. */
  onSynced: () => void;
};

/**
 * At the top of the Website and Pitch tabs while the active version's assets were written from an
 * earlier core messaging (its `syncedWithCore` is false): a notice with 'Bring in line', whose
 * dialog writes them again from the current core messaging for a credit, keeping the texts edited
 * by hand unless ticked.
 */
export function SyncNotice({ asset, labels, onSynced }: SyncNoticeProps) {
  const studio = useContentStudio();
  const [open, setOpen] = useState(false);
  const sync = useSyncVersion(studio?.companyId ?? 0);
  const synced = useRef(false);
  if (!studio || (studio.version.syncedWithCore && !open)) return null;
  const running = sync.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // The credit is being spent: the dialog stays until the new version is in.
        if (running) return;
        setOpen(next);
        if (!next) sync.reset();
      }}
    >
      {!studio.version.syncedWithCore && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <div className="min-w-0 space-y-0.5">
            <p className="font-semibold">Written from an earlier core messaging</p>
            <p>{CHANGED_AFTER[asset]}</p>
          </div>
          <DialogTrigger asChild>
            <Button variant="outline" className="px-3 py-1.5" disabled={studio.waiting}>
              Bring in line
            </Button>
          </DialogTrigger>
        </div>
      )}
      <DialogContent
        closable={!running}
        onCloseAutoFocus={(event) => {
          if (!synced.current) return;
          synced.current = false;
          event.preventDefault();
          onSynced();
        }}
      >
        <DialogHeader>
          <DialogTitle>Bring website and pitches in line</DialogTitle>
          {/* The explanation and, while the writer works, the progress: announced when it changes. */}
          <DialogDescription aria-live="polite" className="flex min-h-5 items-center gap-2">
            {running ? (
              <>
                <Spinner size="sm" />
                Writing the website copy and pitches again...
              </>
            ) : (
              '1 credit. The website copy and pitches are written again from the current core messaging.'
            )}
          </DialogDescription>
        </DialogHeader>
        <SyncForm
          studio={studio}
          labels={labels}
          sync={sync}
          onDone={() => {
            synced.current = true;
            setOpen(false);
            sync.reset();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type SyncFormProps = {
  studio: ContentStudio;
  labels: FieldLabels;
  sync: ReturnType<typeof useSyncVersion>;
  onDone: () => void;
};

function SyncForm({ studio, labels, sync, onDone }: SyncFormProps) {
  const form = useForm<SyncValues>({ resolver: zodResolver(syncSchema), defaultValues: { replace: [] } });
  const [failure, setFailure] = useState<string | null>(null);
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  const running = sync.isPending;
  const handEdited = studio.version.handEdited.filter(isAssetPath);
  const keptId = useId();

  const onSubmit = form.handleSubmit(({ replace }) => {
    setFailure(null);
    sync.mutate(
      { versionId: studio.version.id, replace },
      {
        onSuccess: (version) => {
          onDone();
          toast({ title: 'Website and pitches brought in line', description: `Version ${version.versionNumber} is now active.` });
        },
        onError: (error) => {
          if (!redirectIfUnauthorized(error)) setFailure(studioFailure(error));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      {handEdited.length > 0 && (
        <fieldset className="space-y-2" aria-describedby={keptId}>
          <legend className="text-sm font-medium text-slate-800">Write again too</legend>
          <p id={keptId} className="text-xs text-slate-600">
            You wrote these by hand. They are kept as they are unless you tick them.
          </p>
          <Controller
            control={form.control}
            name="replace"
            render={({ field }) => (
              <ul className="space-y-1.5">
                {handEdited.map((path) => (
                  <li key={path}>
                    <label className="flex items-start gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 shrink-0 accent-indigo-600"
                        checked={field.value.includes(path)}
                        disabled={running}
                        onChange={(event) => {
                          field.onChange(
                            event.target.checked ? [...field.value, path] : field.value.filter((other) => other !== path),
                          );
                        }}
                      />
                      {pathLabel(path, labels)}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          />
        </fieldset>
      )}
      <DialogFormError message={failure} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={running}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" busy={running} className="min-w-32">
          {running ? 'Bringing in line...' : 'Bring in line'}
        </Button>
      </DialogFooter>
    </form>
  );
}
