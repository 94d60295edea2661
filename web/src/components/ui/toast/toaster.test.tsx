import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { toast } from './use-toast';

describe('toasts', () => {
  it('shows one toast at a time, the newest', async () => {
    render(<Toaster />);

    act(() => {
      toast({ title: 'Company updated', description: 'Company information has been successfully updated.' });
    });
    expect(await screen.findByText('Company updated')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    });
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.queryByText('Company updated')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notification' })).toBeInTheDocument();
  });

  it('closes a toast from its close button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Failed to delete company', variant: 'destructive' });
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));

    expect(screen.queryByText('Failed to delete company')).not.toBeInTheDocument();
  });
});
