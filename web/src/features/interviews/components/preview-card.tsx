import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PREVIEW_MIN_PERCENT } from '../progress';

type PreviewCardProps = {
  percent: number;
  /** The titles of the completed sections the preview draws on. */
  completedTitles: readonly string[];
  onRegenerate: () => void;
};

/**
 * The side panel's preview of generated content. The preview itself comes with content
 * generation; until then the card says what it will draw on. Regenerate needs 25% progress (spec section 5).
 */
export function PreviewCard({ percent, completedTitles, onRegenerate }: PreviewCardProps) {
  const available = percent >= PREVIEW_MIN_PERCENT;
  return (
    <Card className="space-y-3 p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">Preview</h2>
        <Button variant="outline" className="px-3 py-1.5" disabled={!available} onClick={onRegenerate}>
          Regenerate
        </Button>
      </div>
      <p className="text-sm text-slate-600">
        {available
          ? `The preview draws on your completed sections: ${completedTitles.join(', ')}.`
          : `The preview appears once ${PREVIEW_MIN_PERCENT}% of the interview is complete.`}
      </p>
    </Card>
  );
}
