/**
 * How browsers say that a lazy chunk (or its CSS) could not be loaded, typically because a new
 * deploy replaced it. §8 ignores these in error reports (./rules); the error boundaries offer a
 * reload for them. Kept apart so the boundaries do not carry the whole rule set into the entry chunk.
 */
export const CHUNK_LOAD_PATTERNS = {
  chunkLoad: [
    /^ChunkLoadError:/,
    /Loading chunk [\w-]+ failed/,
    /Failed to fetch dynamically imported module/,
    /error loading dynamically imported module/,
  ],
  cssChunkLoad: [/Loading CSS chunk [\w-]+ failed/, /Unable to preload CSS for /],
  moduleScriptImport: [/Importing a module script failed/],
} as const satisfies Record<string, readonly RegExp[]>;

const ALL = Object.values(CHUNK_LOAD_PATTERNS).flat();

/** True for an error saying a piece of the app could not be downloaded: a reload fixes it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const texts = [error.message, `${error.name}: ${error.message}`];
  return texts.some((t) => ALL.some((p) => p.test(t)));
}
