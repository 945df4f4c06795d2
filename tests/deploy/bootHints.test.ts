import { afterEach, describe, expect, it } from 'vitest';
import { consoleFiles, hintScript, type BootHintOptions } from '../../deploy/bootHints';
import { SESSION_ATTRIBUTE } from '../../deploy/staticLoader';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports,
  isEntry,
});

/** A build shaped like the console's: the front door, the session's data layer, the console. */
const BUNDLE = Object.fromEntries(
  [
    chunk(
      'assets/index-1.js',
      ['/app/src/main.tsx'],
      ['assets/react-1.js', 'assets/front-1.js'],
      true,
    ),
    chunk('assets/react-1.js', ['/app/node_modules/react/index.js']),
    chunk('assets/front-1.js', ['/app/src/features/account/Login.tsx'], ['assets/react-1.js']),
    chunk('assets/data-1.js', ['/app/src/operator/ConsoleData.tsx'], ['assets/react-1.js']),
    chunk(
      'assets/console-1.js',
      ['/app/src/app/console/ConsoleApp.tsx', '/app/src/layout/TopBar.tsx'],
      ['assets/mui-1.js', 'assets/data-1.js', 'assets/front-1.js'],
    ),
    chunk('assets/mui-1.js', ['/app/node_modules/@mui/material/index.js'], ['assets/react-1.js']),
    chunk('assets/Wallet-1.js', ['/app/src/features/web3/Wallet.tsx'], ['assets/mui-1.js']),
    { type: 'asset' as const, fileName: 'index.html', source: '<html></html>' },
  ].map((c) => [c.fileName, c]),
);

const OPTIONS: BootHintOptions = {
  roots: ['src/operator/ConsoleData.tsx', 'src/app/console/ConsoleApp.tsx'],
  tokenKey: 'auth_token',
  tokenParam: 'token',
};

describe('the console files a signed-in visit fetches early', () => {
  it('are the chunks the roots reach, without the front door’s or any lazy page’s', () => {
    expect(consoleFiles(BUNDLE, OPTIONS.roots)).toEqual([
      'assets/console-1.js',
      'assets/data-1.js',
      'assets/mui-1.js',
    ]);
  });

  it('fail the build when a root is in no chunk, rather than hint nothing', () => {
    expect(() => consoleFiles(BUNDLE, ['src/app/Moved.tsx'])).toThrow(/src\/app\/Moved\.tsx/);
  });
});

describe('the boot hint script', () => {
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (l) => new URL(l.href).pathname,
    );
  const run = () =>
    new Function(hintScript(['assets/console-1.js', 'assets/mui-1.js'], '/', OPTIONS))();

  const marked = () => document.documentElement.hasAttribute(SESSION_ATTRIBUTE);

  afterEach(() => {
    document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
    // Only the script's links: the head also holds the styles other files in the worker inserted.
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('fetches nothing for a visitor without a session: the login route stays lean', () => {
    window.history.replaceState(null, '', '/login?next=%2Fusers');
    run();
    expect(preloads()).toEqual([]);
    expect(marked()).toBe(false);
  });

  it('fetches the console for a stored session, and shows the start-up loader', () => {
    localStorage.setItem('auth_token', 'a.b.c');
    run();
    expect(preloads()).toEqual(['/assets/console-1.js', '/assets/mui-1.js']);
    expect(marked()).toBe(true);
  });

  it('fetches the console for a session in the URL (§2)', () => {
    window.history.replaceState(null, '', '/users?token=a.b.c');
    run();
    expect(preloads()).toEqual(['/assets/console-1.js', '/assets/mui-1.js']);
  });

  it('asks with the credentials mode of the module imports, so each file is fetched once', () => {
    localStorage.setItem('auth_token', 'a.b.c');
    run();
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(link?.crossOrigin).toBe('');
  });
});
