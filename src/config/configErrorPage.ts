import { CONFIG_FILE, type ConfigProblem } from './runtimeConfig';

/**
 * The configuration-error page: what a deployment with a missing, unreadable or invalid
 * /config.json shows instead of the console. Built with plain DOM before React, react-admin or the
 * translations load (as the static loader is), so nothing it needs can itself be misconfigured;
 * every text goes in as textContent. Its readers are whoever deploys the console, in English.
 */
export const CONFIG_ERROR_TEXTS = {
  title: 'Configuration error',
  lead: 'The console cannot start: its configuration file is missing or invalid. Sign-in stays off until it is fixed.',
  file: 'File',
  field: 'Field',
  wholeFile: '(the whole file)',
  problem: 'Problem',
  fix: 'To fix it: whoever deploys this console puts a valid config.json beside index.html (each field is described in docs/deploy.md, "Configuration"), then reloads this page. A production build never runs the demo API; the demo is built with npm run build:demo.',
  reload: 'Reload',
} as const;

const T = CONFIG_ERROR_TEXTS;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  style?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (style) node.setAttribute('style', style);
  return node;
}

/** Replaces the root's content (the static loader) with the page, and names the page's title. */
export function renderConfigError(root: HTMLElement, error: ConfigProblem): void {
  document.title = `${T.title} · Admin Panel`;
  const main = el(
    'main',
    undefined,
    'max-width:42rem;margin:10vh auto;padding:0 1.5rem;color:#fff;font:16px/1.5 system-ui,sans-serif',
  );
  main.setAttribute('role', 'alert');
  main.append(el('h1', T.title, 'font-size:1.5rem;margin:0 0 1rem'), el('p', T.lead));
  const facts = el(
    'dl',
    undefined,
    'display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem',
  );
  const code = 'font-family:ui-monospace,monospace;background:#2a2a2a;padding:0 .25rem';
  const fact = (term: string, value: string, monospace: boolean) => {
    facts.append(
      el('dt', term, 'font-weight:600'),
      el('dd', value, `margin:0;${monospace ? code : ''}`),
    );
  };
  fact(T.file, CONFIG_FILE, true);
  fact(T.field, error.field ?? T.wholeFile, error.field !== null);
  fact(T.problem, error.problem, false);
  main.append(facts, el('p', T.fix));
  const reload = el(
    'button',
    T.reload,
    'font:inherit;padding:.4rem 1rem;border-radius:4px;border:1px solid #2fbf71;background:none;color:#2fbf71;cursor:pointer',
  );
  reload.type = 'button';
  reload.addEventListener('click', () => window.location.reload());
  main.append(reload);
  root.replaceChildren(main);
}
