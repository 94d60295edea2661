import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import { CHECKLIST } from '../progress';
import type { SectionKey } from '../types';
import { GenerateContentButton, type ContentGeneration } from './generate-content-button';

type ProgressCardProps = {
  companyId: number;
  percent: number;
  firstIncomplete: SectionKey | null;
  generation: ContentGeneration;
};

/**
 * The interview's progress: percent, bar, and the checklist of what the answers unlock, and when. Until all
 * four sections are complete it also offers 'Generate Content', which then says what is missing
 * (at 100% the 'Ready to generate content' box takes over).
 */
export function ProgressCard({ companyId, percent, firstIncomplete, generation }: ProgressCardProps) {
  return (
    <Card className="space-y-4 p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">Your Progress</h2>
        <p className="text-sm font-medium tabular-nums text-slate-700">{`${percent}% complete`}</p>
      </div>
      <ProgressBar value={percent} label="Interview progress" />
      <ul aria-label="What your answers unlock" className="space-y-2 text-sm">
        {CHECKLIST.map((item) => {
          const available = item.percent !== null && percent >= item.percent;
          let status = 'Coming soon';
          if (available) status = 'Available';
          else if (item.percent !== null) status = `At ${item.percent}%`;
          return (
            <li key={item.label} className="flex items-center gap-2">
              <CheckIcon checked={available} />
              <span className={cn('flex-1', available ? 'font-medium text-slate-900' : 'text-slate-600')}>
                {item.label}
              </span>
              <span className="shrink-0 text-xs text-slate-600">{status}</span>
            </li>
          );
        })}
      </ul>
      {firstIncomplete && (
        <div className="space-y-2 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-600">Content is generated once all four sections are complete.</p>
          <GenerateContentButton
            companyId={companyId}
            firstIncomplete={firstIncomplete}
            generation={generation}
            variant="outline"
            className="w-full"
          />
        </div>
      )}
    </Card>
  );
}

function CheckIcon({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-5 shrink-0 items-center justify-center rounded-full',
        checked ? 'bg-emerald-600 text-white' : 'border border-slate-300 text-transparent',
      )}
    >
      <svg viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="3">
        <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
