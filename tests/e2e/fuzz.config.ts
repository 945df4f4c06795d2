import { defineConfig } from 'vitest/config';

// The answer fuzz: hundreds of full page loads, so it runs on its own
// (`npm run test:fuzz`, after a build), not inside `npm run test:e2e`; otherwise as the browser
// suite (./vitest.config.ts): the built console served by the global setup, one file at a time.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/answerFuzz.fuzz.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 3_600_000,
    hookTimeout: 60_000,
  },
});
