import { test as base } from '@playwright/test';

/** Playwright's test, aimed at the server that global-setup.ts started. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.PITCHWISE_URL;
    if (!url) throw new Error('PITCHWISE_URL is not set: the global setup did not start the server.');
    await use(url);
  },
});

export { expect } from '@playwright/test';
