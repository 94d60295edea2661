import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stageStepText } from '../stages';
import { GenerationStages } from './generation-stages';

const stages = { interview: 'done', core: 'done', website: 'active', pitch: 'active', objections: 'pending', saving: 'pending' } as const;

describe('the stages of a generation', () => {
  it('reads each stage with where it is, and announces the one under way', () => {
    render(<GenerationStages stages={stages} />);

    const items = within(screen.getByRole('list', { name: 'Generation progress' })).getAllByRole('listitem');
    // The tick is decoration (aria-hidden); what is read is the label and its state.
    expect(items.map((item) => item.textContent.replace('✓', ''))).toEqual([
      'Reading your interview: done',
      'Core messaging: done',
      'Website copy: in progress',
      'Pitches: in progress',
      'Objection sheet: to come',
      'Saving the new version: to come',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Pitches...');
  });

  it('says the step under way in a line', () => {
    expect(stageStepText(stages)).toBe('Step 4 of 6: pitches');
    expect(stageStepText({ ...stages, website: 'pending', pitch: 'pending', core: 'active' })).toBe('Step 2 of 6: core messaging');
    expect(stageStepText({ ...stages, website: 'done', pitch: 'done', objections: 'active' })).toBe('Step 5 of 6: objection sheet');
    expect(stageStepText({ ...stages, website: 'done', pitch: 'done', objections: 'done', saving: 'done' })).toBeUndefined();
  });
});
