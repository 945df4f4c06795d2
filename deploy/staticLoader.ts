import type { Plugin } from 'vite';

export interface StaticLoaderOptions {
  /** What the loader says to assistive technology: the start-up loader's own label. */
  readonly label: string;
  /** The spinner's colour: the theme's primary colour. */
  readonly color: string;
  /** Said when the browser runs no script at all. */
  readonly noScript: string;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/** Set on <html> by the boot hints (deploy/bootHints.ts) when a session is there. */
export const SESSION_ATTRIBUTE = 'data-session';

/**
 * The start-up loader drawn by index.html itself, inside #root: a signed-in visit's first paint no
 * longer waits for ~170 kB of script to arrive and run (Lighthouse's First Contentful
 * Paint). It looks like the StartupLoader the app draws next (MUI's 40 px CircularProgress,
 * centred, fixed), so React's first commit, which replaces #root's content, moves nothing.
 *
 * It shows only once the boot hints have seen a session: the login route draws its form first,
 * as before (an early spinner there made Lighthouse count the boot's long tasks, its score 94 → 92
 * against a budget of 90). Inline styles only: the Content-Security-Policy allows inline styles,
 * never inline scripts.
 */
export function staticLoaderHtml({ label, color, noScript }: StaticLoaderOptions): string {
  return `<div id="root"><style>[data-static-loader]{display:none}html[${SESSION_ATTRIBUTE}] [data-static-loader]{display:flex}@keyframes static-loader-rotate{to{transform:rotate(360deg)}}@keyframes static-loader-dash{0%{stroke-dasharray:1px,200px;stroke-dashoffset:0}50%{stroke-dasharray:100px,200px;stroke-dashoffset:-15px}100%{stroke-dasharray:1px,200px;stroke-dashoffset:-126px}}</style><div data-static-loader role="progressbar" aria-label="${escape(label)}" aria-busy="true" style="position:fixed;inset:0;align-items:center;justify-content:center;background:#121212;z-index:2000"><svg aria-hidden="true" viewBox="22 22 44 44" width="40" height="40" style="display:block;color:${escape(color)};animation:static-loader-rotate 1.4s linear infinite"><circle cx="44" cy="44" r="20.2" fill="none" stroke="currentColor" stroke-width="3.6" style="animation:static-loader-dash 1.4s ease-in-out infinite;stroke-dasharray:80px,200px;stroke-dashoffset:0"></circle></svg></div></div><noscript><p style="color:#fff;font-family:sans-serif;padding:16px">${escape(noScript)}</p></noscript>`;
}

export function staticLoader(options: StaticLoaderOptions): Plugin {
  return {
    name: 'console-static-loader',
    transformIndexHtml(html) {
      if (!html.includes('<div id="root"></div>'))
        throw new Error('static loader: index.html has no empty <div id="root"></div>');
      return html.replace('<div id="root"></div>', staticLoaderHtml(options));
    },
  };
}
