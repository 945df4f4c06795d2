import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { freshStyles } from './support/freshStyles';

/*
 * Runs before each test file. Test files mostly share a worker (vite.config.ts, tests/testPools.ts),
 * so each starts here as it would in a worker of its own: the project's modules evaluated afresh
 * (no state left in them by the file before), no timers faked, globals stubbed or methods spied
 * on, an empty page at `/` with empty storage and no cookies, and no styles in the head
 * (tests/support/freshStyles.ts).
 */
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
if (typeof window !== 'undefined') {
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.innerHTML = '';
  document.title = '';
  window.history.replaceState(null, '', '/');
  await freshStyles();
}

// Testing Library registers these when a worker first loads it; a shared worker loads it once.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => cleanup());
// Waits for what a test expects to appear; a file beside others on two busy cores can take longer
// than the 1 s default to render, which says nothing about the behaviour under test.
configure({ asyncUtilTimeout: 5000 });

// Components are rendered here without the console around them, which is what installs the whole
// catalogue in the app (src/app/console/i18nProvider.ts). Imported after the reset above, so the
// file's tests get the very modules installed here.
const { en } = await import('../src/i18n/en');
const { installCatalogue } = await import('../src/i18n/translate');
installCatalogue(en);
