import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyToaster } from './lazy-toaster';
import { toast } from './use-toast';

describe('the lazy toaster', () => {
  it('renders nothing until the first toast, then shows it', async () => {
    render(<LazyToaster />);
    expect(screen.queryByRole('region', { name: 'Notification' })).not.toBeInTheDocument();

    act(() => {
      toast({ title: 'Company updated' });
    });

    expect(await screen.findByText('Company updated')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notification' })).toBeInTheDocument();
  });
});
