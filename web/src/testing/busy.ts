import { expect } from 'vitest';

/** A busy button (components/ui/button.tsx): announced as disabled and busy, yet still focusable. */
export function expectBusy(button: HTMLElement) {
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toBeEnabled();
}
