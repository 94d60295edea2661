import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { toast, toastFailure } from '@/components/ui/toast/use-toast';
import type { SiteContent } from '../api/get-site-content';
import { useUpdateSiteContent } from '../api/update-site-content';
import { HIDDEN, isShownValue, SHOWN } from '../landing-sections';

type SectionSwitchProps = {
  sectionKey: string;
  /** The key's content. */
  value: string;
  /** The new content: 'show' or 'hidden', what the landing page reads. */
  onChange: (value: string) => void;
  /** A change is being saved: flips are ignored meanwhile (the switch keeps the focus). */
  busy?: boolean;
};

/** The switch of a key that governs a landing-page section, in place of typing 'show'. */
export function SectionSwitch({ sectionKey, value, onChange, busy = false }: SectionSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Switch
        id={id}
        checked={isShownValue(value)}
        aria-busy={busy || undefined}
        onCheckedChange={(shown) => {
          if (!busy) onChange(shown ? SHOWN : HIDDEN);
        }}
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        Show <span className="sr-only">{sectionKey}</span> on the landing page
      </label>
    </div>
  );
}

/** A section key's switch in the site content table: each flip is saved at once. */
export function SectionToggle({ entry }: { entry: SiteContent }) {
  const save = useUpdateSiteContent();
  // While the change is saved, the switch shows it already.
  const value = save.isPending ? save.variables.content : entry.content;

  function saveContent(content: string) {
    save.mutate(
      { ...entry, content },
      {
        onSuccess: (saved) => {
          const change = isShownValue(saved.content) ? 'shows' : 'hides';
          toast({ title: 'Entry updated', description: `The landing page now ${change} the section of ${saved.key}.` });
        },
        onError: (error) => {
          toastFailure('Failed to update site content', error);
        },
      },
    );
  }

  return <SectionSwitch sectionKey={entry.key} value={value} onChange={saveContent} busy={save.isPending} />;
}
