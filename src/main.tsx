import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/App';
import { ConsoleData, preloadRoute } from './app/consoleChunks';
import { preloadPage } from './app/pageRegistry';
import { getToken, isTokenValid } from './session';
import { getDemoInfo, setDemoInfo } from './config/demo';
import type * as AppModule from './app/App';
import type * as MockModule from './mocks/browser';
import type * as DemoAccountsModule from './mocks/demoAccounts';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { bootMode } from './config/bootMode';
import { renderConfigError } from './config/configErrorPage';
import { afterFirstScreen, shouldStart } from './monitoring/host';
import { APP } from './generated/app';
import { isAdminHost, matchRoute } from './routing';

const loadMock = () =>
  Promise.all([
    import('./mocks/browser'),
    import('./mocks/demoAccounts'),
    import('./features/account/demoAccountsPanel'),
  ] as const);

function urlToken(): string | null {
  return new URLSearchParams(window.location.search).get('token');
}

/** Kept for the dev server's hot updates (below): the running mock and the React root. */
let mockApi: MockModule.MockApi | undefined;
let reactRoot: Root | undefined;

/**
 * Boot: read /config.json, start the embedded mock API when it asks for it (the only place the mock
 * is imported, lazily, so a real-API deployment never downloads it), then render. A config.json
 * that is missing or wrong shows the configuration-error page and nothing else: no login form, no
 * mock (src/config/bootMode.ts).
 */
async function boot(): Promise<void> {
  // While the config loads: the page the URL names (a lazy chunk), and on the dev server, where
  // every module is a request and the mock is the API, the mock's modules (a reload
  // after a schema edit waited for these one after the other).
  const first = matchRoute(
    window.location.pathname,
    isAdminHost(window.location.hostname, APP.adminHost),
  );
  if (first) preloadPage(first.route);
  // A stored session opens the console. Its data layer, a small chunk, is fetched alongside the
  // config and the first render waits for it, so the start-up calls leave from that render
  // (suspended instead, it would be revealed no sooner than React's 300 ms fallback throttle).
  // The console's code follows it, not alongside: it is the heavier download, and it is run
  // while the calls are in flight.
  // A token the URL brings logs in (§2) as surely as a stored one: the guard takes it at the first
  // render, but the console's code is fetched from here, not after the front door has run.
  const session = [getToken(), first && !first.route.keepTokenParam ? urlToken() : null].some(
    (token) => token && isTokenValid(token, Date.now()),
  );
  const sessionData = session
    ? ConsoleData.preload().then(
        () => first && preloadRoute(first.route),
        () => undefined,
      )
    : undefined;
  const mockModules = import.meta.env.DEV ? loadMock() : undefined;
  mockModules?.catch(() => undefined);
  const [loaded] = await Promise.all([loadRuntimeConfig(), sessionData]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const mode = bootMode(loaded);
  if (mode.kind === 'configError') {
    console.error(`/config.json: ${mode.error.field ?? 'the file'}: ${mode.error.problem}`);
    renderConfigError(root, mode.error);
    return;
  }
  const { config } = mode;
  if (mode.kind === 'mock') {
    try {
      const [{ startMockApi }, { DEMO_ACCOUNTS, DEMO_PASSWORD }, { loadDemoAccountsPanel }] =
        await (mockModules ?? loadMock());
      const [mock] = await Promise.all([
        startMockApi({ baseUrl: config.apiUrl }),
        loadDemoAccountsPanel().catch((error: unknown) =>
          console.error('The demo account list could not load', error),
        ),
      ]);
      mockApi = mock;
      setDemoInfo({
        accounts: DEMO_ACCOUNTS,
        password: DEMO_PASSWORD,
        reset: mock.resetDemoData,
        setFlag: mock.setFlag,
      });
    } catch (error) {
      console.error('The embedded mock API could not start', error);
    }
  }
  reactRoot = createRoot(root);
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // §8 error reporting: its SDK is a lazy chunk fetched once the first screen is up.
  if (config.sentryDsn && shouldStart(window.location.hostname)) {
    afterFirstScreen(() => {
      import('./monitoring/start')
        .then((m) => m.startMonitoring(config))
        .catch((error: unknown) => console.warn('Error reporting could not start', error));
    });
  }
}

void boot();

/**
 * Dev server only: a saved schema file regenerates src/generated, and the modules that
 * read it are updated in the open page instead of reloading it. Components are refreshed in place
 * (React Fast Refresh keeps their state, the query cache included; a change of texts only draws
 * the page anew beneath the operator's data, src/i18n/translate.ts); what this module started at
 * boot is handed the new code here: the mock's handlers and demo accounts, and, should an update
 * reach it, the app itself. The modules read only at boot (the first page's preload, the runtime
 * config, monitoring) need nothing.
 */
if (import.meta.hot) {
  import.meta.hot.accept(
    [
      './app/App',
      './mocks/browser',
      './mocks/demoAccounts',
      './app/pageRegistry',
      './routing',
      './generated/app',
      './features/account/demoAccountsPanel',
    ],
    ([app, mocks, accounts]) => {
      const next = (mocks as typeof MockModule | undefined)?.createHandlers;
      if (next) mockApi?.swapHandlers(next);
      const demo = getDemoInfo();
      const list = (accounts as typeof DemoAccountsModule | undefined)?.DEMO_ACCOUNTS;
      if (demo && list) setDemoInfo({ ...demo, accounts: list });
      const NextApp = (app as typeof AppModule | undefined)?.App;
      if (NextApp)
        reactRoot?.render(
          <StrictMode>
            <NextApp />
          </StrictMode>,
        );
    },
  );
}
