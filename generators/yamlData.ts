import { CORE_SCHEMA, load } from 'js-yaml';
import { parse } from 'yaml';

/**
 * The data of a schema file by js-yaml, which reads the whole schema folder in about a fifth of
 * the time `yaml` takes in a fresh process (`npm run generate` ≤ 1 s). Both read YAML
 * 1.2's core schema, so they agree on every document both accept (tests/generators/yamlData.test.ts).
 *
 * Undefined when js-yaml declines the text: the caller then parses it with `yaml`, whose
 * positions and messages name the line to change. `yaml` also stays the parser for positions of
 * problems found later, parsed only when a file has one.
 */
/**
 * Texts where js-yaml reads something else than `yaml`: a `%YAML` directive (1.1 booleans), a
 * collection as a key (`? ` or `[...]:`, stringified differently), binary numbers, and signed hex,
 * octal or zero (strings, or -0, for `yaml`). They go to `yaml`; a false alarm only costs time.
 */
const READ_DIFFERENTLY = [
  /^%/m,
  /^[ \t-]*\?(?:[ \t]|$)/m,
  /[\]}][ \t]*:(?:[ \t]|$)/m,
  /\b0b[01]/,
  /(?:^|[\s:[,{])[-+]0/m,
];

export function fastYamlData(text: string): { readonly data: unknown } | undefined {
  const uncommented = text.replace(/^[ \t]*#.*$/gm, '');
  if (READ_DIFFERENTLY.some((re) => re.test(uncommented))) return undefined;
  try {
    // An empty document is null for `yaml`, undefined for js-yaml.
    return { data: load(text, { schema: CORE_SCHEMA }) ?? null };
  } catch {
    return undefined;
  }
}

/** A text's data: the fast reading, or `yaml`'s where the fast one declines the text. */
export function yamlData(text: string): unknown {
  return (fastYamlData(text) ?? { data: parse(text) }).data;
}
