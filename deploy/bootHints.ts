import type { Plugin } from 'vite';
import { reach } from './chunking.js';
import { SESSION_ATTRIBUTE } from './staticLoader.js';

/** The parts of Rolldown's output this plugin reads. */
interface OutputChunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly moduleIds: readonly string[];
  readonly isEntry: boolean;
  readonly imports: readonly string[];
}
interface OutputAsset {
  readonly type: 'asset';
  readonly fileName: string;
  source: string | Uint8Array;
}
type Bundle = Record<string, OutputChunk | OutputAsset | { type: string; fileName: string }>;

export interface BootHintOptions {
  /** Modules whose chunks (and the chunks they import) a signed-in first screen needs. */
  readonly roots: readonly string[];
  /** localStorage key of the session's token. */
  readonly tokenKey: string;
  /** The URL parameter that signs in by a token (§2). */
  readonly tokenParam: string;
}

/** Every chunk `from` reaches through static imports, `from` included. */
function closure(bundle: Bundle, from: readonly string[]): Set<string> {
  return reach(from, (file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? (chunk as OutputChunk).imports : undefined;
  });
}

/** The files a signed-in visit fetches beside the front door's, in a stable order. */
export function consoleFiles(bundle: Bundle, roots: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const front = closure(
    bundle,
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  const starts = roots.map((root) => {
    const chunk = chunks.find((c) =>
      c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(root)),
    );
    if (!chunk) throw new Error(`boot hints: no chunk holds ${root}`);
    return chunk.fileName;
  });
  return [...closure(bundle, starts)].filter((f) => !front.has(f)).sort();
}

/**
 * The script: a session in the URL or in storage means the console comes next, so fetch it now,
 * and show index.html's start-up loader (deploy/staticLoader.ts).
 */
export function hintScript(files: readonly string[], base: string, opts: BootHintOptions): string {
  const hrefs = JSON.stringify(files.map((f) => `${base}${f}`));
  return `// Built by deploy/bootHints.ts: starts fetching the console's code with the front door's when a session is there.
(function () {
  try {
    if (!new URLSearchParams(location.search).has(${JSON.stringify(opts.tokenParam)}) && !localStorage.getItem(${JSON.stringify(opts.tokenKey)})) return;
  } catch (e) {
    return;
  }
  document.documentElement.setAttribute(${JSON.stringify(SESSION_ATTRIBUTE)}, '');
  ${hrefs}.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})();
`;
}

/**
 * Without it (Lighthouse on the console), a signed-in first visit would fetch the console's chunks
 * only once the front door's have arrived and run — one more round trip and ~200 kB more, in series.
 * A small classic script, loaded `async` from index.html beside the entry, starts them at once when
 * a session is there, so they share the connection with the front door's. The login route (no
 * session) fetches nothing more than without it.
 */
export function bootHints(opts: BootHintOptions): Plugin {
  let base = '/';
  return {
    name: 'console-boot-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, output) {
      const bundle = output as unknown as Bundle;
      const html = bundle['index.html'] as OutputAsset | undefined;
      if (!html) return;
      const source = hintScript(consoleFiles(bundle, opts.roots), base, opts);
      const ref = this.emitFile({ type: 'asset', name: 'boot-hints.js', source });
      const src = `${base}${this.getFileName(ref)}`;
      const page = String(html.source);
      const entry = page.indexOf('<script type="module"');
      if (entry < 0) throw new Error('boot hints: index.html has no entry script');
      html.source = `${page.slice(0, entry)}<script async src="${src}"></script>\n    ${page.slice(entry)}`;
    },
  };
}
