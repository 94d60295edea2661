import { GENERATION_STAGES, type GenerationStage } from './api/generate-content';
import type { StageProgress } from './hooks/use-content-generation';

/** What each stage of a generation is called on the page. */
export const STAGE_LABELS: Record<GenerationStage, string> = {
  interview: 'Reading your interview',
  core: 'Core messaging',
  website: 'Website copy',
  pitch: 'Pitches',
  objections: 'Objection sheet',
  saving: 'Saving the new version',
};

/** How a stage's state is read out beside its label. */
export const STATUS_TEXT = { pending: 'to come', active: 'in progress', done: 'done' } as const;

/** The stage under way (the later one while two run side by side), if any. */
export function currentStage(stages: StageProgress): GenerationStage | undefined {
  return GENERATION_STAGES.filter((stage) => stages[stage] === 'active').at(-1);
}

/** 'Step 3 of 6: website copy', while a stage is under way. */
export function stageStepText(stages: StageProgress): string | undefined {
  const stage = currentStage(stages);
  if (!stage) return undefined;
  const step = GENERATION_STAGES.indexOf(stage) + 1;
  return `Step ${step} of ${GENERATION_STAGES.length}: ${STAGE_LABELS[stage].toLowerCase()}`;
}
