import { defineConfig } from 'vitest/config';

// The unit tests on an edited copy of the project (suiteOnCopy.test.ts), run on its own after the unit
// suite (`npm test`): beside it, a second suite on two cores made timing-sensitive tests fail.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/schemaEdits/suiteOnCopy.test.ts'],
    environment: 'node',
    testTimeout: 45 * 60_000,
  },
});
