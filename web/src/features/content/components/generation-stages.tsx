import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { GENERATION_STAGES } from '../api/generate-content';
import type { StageProgress } from '../hooks/use-content-generation';
import { currentStage, STAGE_LABELS, STATUS_TEXT } from '../stages';

/**
 * A generation's stages as they happen: done ones ticked, the one under way spinning. The list is
 * read as it stands; the stage under way is also announced as it starts (a polite live region).
 */
export function GenerationStages({ stages, className }: { stages: StageProgress; className?: string }) {
  const current = currentStage(stages);
  return (
    <div className={className}>
      <ol aria-label="Generation progress" className="grid gap-1.5 text-left text-sm">
        {GENERATION_STAGES.map((stage) => {
          const status = stages[stage];
          return (
            <li key={stage} className={cn('flex items-center gap-2', status === 'pending' ? 'text-slate-500' : 'text-slate-900')}>
              <span aria-hidden="true" className="grid size-4 shrink-0 place-items-center">
                {status === 'done' && <span className="font-bold text-emerald-700">✓</span>}
                {status === 'active' && <Spinner size="sm" />}
                {status === 'pending' && <span className="size-1.5 rounded-full bg-slate-300" />}
              </span>
              <span>
                {STAGE_LABELS[stage]}
                <span className="sr-only">{`: ${STATUS_TEXT[status]}`}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {current ? `${STAGE_LABELS[current]}...` : ''}
      </p>
    </div>
  );
}
