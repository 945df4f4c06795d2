import type { RouteDef } from '../model/types';
import { lazyPreload, preloadAll } from '../ui/lazyPreload';
import { preloadPage } from './pageRegistry';

/**
 * The session's data layer (the query cache, the dataProvider and the §2 start-up loads), a small
 * chunk of its own (deploy/chunking.ts): the start-up calls leave once it has run, without waiting
 * for react-admin and the console, which load and run while the calls are in flight.
 * Never on the front door: it loads with the first session.
 */
export const ConsoleData = lazyPreload(() => import('../operator/ConsoleData'));

export const ConsoleApp = lazyPreload(() => import('./console/ConsoleApp'));

/**
 * The code a route's first screen needs — the console for an APP page, the page's own
 * component — is fetched and evaluated while the start-up calls are in flight, so nothing is
 * requested once the loader clears.
 */
export function preloadRoute(route: RouteDef): void {
  if (route.layout === 'APP') {
    preloadAll([ConsoleApp]);
    import('./console/preloadRoutePage')
      .then((m) => m.preloadRoutePage(route))
      .catch(() => undefined);
  }
  preloadPage(route);
}

/**
 * Dev server only (`npm start`): the first sign-in would otherwise wait for the dev server to
 * transform the console's few hundred modules, one import level at a time. Fetched
 * while the front door waits for the visitor; a build never calls it.
 */
export function warmConsoleForDev(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(() => preloadAll([ConsoleData, ConsoleApp]));
}
