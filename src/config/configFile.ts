/**
 * Which config.json each way of running the console gets. public/config.json is the production
 * file every build ships (mockApi false: a real API, at the page's own origin unless apiUrl says
 * otherwise). The dev server and the demo build (`vite build --mode demo`, `npm run build:demo`) are
 * the only ones that run the embedded mock: they get the same file with mockApi switched on.
 */
export const MOCK_MODES: Readonly<Record<string, string>> = {
  /** `npm start` */
  development: 'development',
  /** `npm run build:demo` */
  demo: 'demo',
};

/** The config.json served or written for a Vite mode, from the shipped public/config.json. */
export function configFileFor(
  mode: string,
  shipped: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const environment = MOCK_MODES[mode];
  return environment === undefined ? { ...shipped } : { ...shipped, mockApi: true, environment };
}
