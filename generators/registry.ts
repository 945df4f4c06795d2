import { readFileSync } from 'node:fs';

/** Where the hand-written page components are registered, relative to the project root. */
export const REGISTRY_FILE = 'src/app/pageRegistry.ts';

/**
 * The component names the hand-written registry declares (`Name: lazy(() => import(...))`). Read as
 * text: the generator runs before the runtime compiles, and the registry's own type
 * (`satisfies Record<ComponentName, …>`) is the second check once it does.
 */
export function registeredComponents(file: string): ReadonlySet<string> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return new Set();
  }
  return new Set(
    [...text.matchAll(/^\s*([A-Za-z_$][\w$]*)\s*:\s*lazy\(/gm)].map((m) => m[1] ?? ''),
  );
}
