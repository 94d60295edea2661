import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no pointer capture; Radix widgets call it on pointer events.
Object.assign(Element.prototype, { hasPointerCapture: () => false, releasePointerCapture: () => undefined });

afterEach(() => {
  cleanup();
});
