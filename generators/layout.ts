/**
 * Lays out the generated modules' data literals, in place of a formatter run over them: a literal
 * that fits in the line stays on it, one that does not breaks into one entry a line. A Prettier
 * run over them would be most of a run's time (`npm run generate` ≤ 1 s), so the generated
 * folder is not the formatter's (.prettierignore): the layout is this file's.
 */
const WIDTH = 100;
const INDENT = '  ';
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A string in the quotes that need fewer escapes, single ones when equal (the project's style). */
export function quote(s: string): string {
  const body = JSON.stringify(s).slice(1, -1).replace(/\\"/g, '"');
  const singles = (s.match(/'/g) ?? []).length;
  const doubles = (s.match(/"/g) ?? []).length;
  if (singles > doubles) return `"${body.replace(/"/g, '\\"')}"`;
  return `'${body.replace(/'/g, "\\'")}'`;
}

const keyOf = (k: string): string => (IDENT.test(k) ? k : quote(k));

const entriesOf = (value: object): [string, unknown][] =>
  Object.entries(value).filter(([, v]) => v !== undefined);

/** The literal on one line. */
function flat(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(flat).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = entriesOf(value);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, v]) => `${keyOf(k)}: ${flat(v)}`).join(', ')} }`;
  }
  if (typeof value === 'string') return quote(value);
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * The literal laid out at `depth` levels of indentation, with `before` characters of its line
 * ahead of it and `after` behind it (a comma, `as const satisfies …;`).
 */
export function literal(value: unknown, depth = 0, before = 0, after = 0): string {
  const one = flat(value);
  const column = depth * INDENT.length + before;
  const isList = Array.isArray(value);
  const isObject = !isList && value !== null && typeof value === 'object';
  if (column + one.length + after <= WIDTH || (!isList && !isObject)) return one;
  const inner = INDENT.repeat(depth + 1);
  const lines = isList
    ? (value as unknown[]).map((v) => `${inner}${literal(v, depth + 1, 0, 1)},`)
    : entriesOf(value as object).map(([k, v]) => {
        const key = `${keyOf(k)}: `;
        return `${inner}${key}${literal(v, depth + 1, key.length, 1)},`;
      });
  if (lines.length === 0) return one;
  const [open, close] = isList ? ['[', ']'] : ['{', '}'];
  return `${open}\n${lines.join('\n')}\n${INDENT.repeat(depth)}${close}`;
}

/** `export const NAME = <literal> as const satisfies TYPE;`, laid out. */
export function constant(name: string, value: unknown, satisfies?: string): string {
  const head = `export const ${name} = `;
  const tail = satisfies ? ` as const satisfies ${satisfies};` : ' as const;';
  return `${head}${literal(value, 0, head.length, tail.length)}${tail}`;
}
