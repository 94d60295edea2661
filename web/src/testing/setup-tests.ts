import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no pointer capture; Radix widgets call it on pointer events.
Object.assign(Element.prototype, { hasPointerCapture: () => false, releasePointerCapture: () => undefined });

// Nor scrollIntoView; Radix Select scrolls the chosen option into view when it opens.
Element.prototype.scrollIntoView = () => undefined;

// jsdom has no ResizeObserver either; Radix menus measure their trigger with it.
globalThis.ResizeObserver = class {
  observe() {
    // Nothing resizes in jsdom.
  }
  unobserve() {
    // Nothing to stop.
  }
  disconnect() {
    // Nothing to stop.
  }
};

// Busy machines (a cargo build next door) can take several seconds to settle a page, more when a
// lazy chunk (the toaster, a route) is first transformed; wait longer.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});
