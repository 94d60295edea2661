import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type SyntheticEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectBusy } from '@/testing/busy';
import { Button } from './button';

/** A button whose action, once started, stays under way, as a save waiting for the server. */
function SaveButton({ onSave }: { onSave: () => void }) {
  const [saving, setSaving] = useState(false);
  return (
    <Button
      busy={saving}
      onClick={() => {
        onSave();
        setSaving(true);
      }}
    >
      {saving ? 'Saving...' : 'Save'}
    </Button>
  );
}

describe('Button', () => {
  it('keeps focus while busy and takes no clicks or Enter until it is done', async () => {
    const onSave = vi.fn();
    render(<SaveButton onSave={onSave} />);

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expectBusy(busy);
    expect(busy).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(busy);
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form while busy', async () => {
    const onSubmit = vi.fn((event: SyntheticEvent) => {
      event.preventDefault();
    });
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" busy>
          Saving...
        </Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Saving...' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Ann{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
