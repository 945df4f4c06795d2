import type { YAMLError } from 'yaml';

/** A YAML syntax problem in plain words, at the line a person has to change. */
export interface Advice {
  readonly line: number;
  readonly col: number;
  readonly message: string;
  readonly hint: string;
}

interface Line {
  readonly no: number;
  readonly indent: number;
  /** Column where the line's key starts, after any `- ` markers. */
  readonly keyCol: number;
  readonly text: string;
  readonly key: string | undefined;
}

const spaces = (n: number): string => `${n} space${n === 1 ? '' : 's'}`;

function stripComment(s: string): string {
  const m = /(^|\s)#/.exec(s);
  return m ? s.slice(0, m.index) : s;
}

/** The content lines of a block-style file; block scalars and multi-line flow collections are skipped. */
function contentLines(text: string): Line[] {
  const out: Line[] = [];
  let scalarAbove: number | undefined;
  let depth = 0;
  for (const [i, raw] of text.split('\n').entries()) {
    const body = stripComment(raw).trimEnd();
    if (body.trim() === '' || raw.trim() === '---') continue;
    const indent = raw.length - raw.trimStart().length;
    if (scalarAbove !== undefined) {
      if (indent > scalarAbove) continue;
      scalarAbove = undefined;
    }
    const startDepth = depth;
    for (const ch of body.replace(/"[^"]*"|'[^']*'/g, '')) {
      if (ch === '{' || ch === '[') depth++;
      if (ch === '}' || ch === ']') depth--;
    }
    if (startDepth > 0) continue;
    const dash = /^(\s*)((?:-\s+)*)/.exec(body);
    const keyCol = (dash?.[1]?.length ?? 0) + (dash?.[2]?.length ?? 0);
    const rest = body.slice(keyCol);
    const key = /^([^\s:{[\]'"#][^:]*?):(\s|$)/.exec(rest)?.[1];
    const line = { no: i + 1, indent, keyCol, text: rest, key };
    out.push(line);
    if (/[|>][-+0-9]*$/.test(body)) scalarAbove = keyCol;
  }
  return out;
}

function opensBlock(l: Line): boolean {
  return /:$/.test(l.text) || l.text === '-';
}

/** Where `l` would start if `next` (the line after it) is placed right. */
function impliedIndent(l: Line, next: Line): number[] {
  if (opensBlock(l))
    return next.keyCol !== next.indent ? [next.indent, next.indent - 2] : [next.indent - 2];
  if (l.keyCol !== l.indent && !(next.keyCol !== next.indent))
    return [next.indent - (l.keyCol - l.indent)];
  return [next.indent];
}

interface Level {
  readonly col: number;
  /** A column where list items (`- `) start, or where mapping keys start. */
  readonly kind: 'seq' | 'map';
}

const isItem = (l: Line): boolean => l.keyCol !== l.indent;

/**
 * Finds the first line whose indentation fits no level of the lines around it. The YAML parser
 * reports such a mistake at a neighbouring line in its own terms; this names the line to change.
 */
export function indentationAdvice(text: string): Advice[] {
  const lines = contentLines(text);
  const raw = text.split('\n');
  let stack: Level[] = [];
  let prev: Line | undefined;
  const at = (l: Line, want: number, like?: Line): Advice[] => [
    {
      line: l.no,
      col: l.indent + 1,
      message: `line ${l.no} is indented ${spaces(Math.abs(l.indent - want))} ${l.indent > want ? 'more' : 'less'} than its siblings`,
      hint: `start it in column ${want + 1}${like ? `, like line ${like.no}` : ''}`,
    },
  ];
  for (const [li, l] of lines.entries()) {
    if (/^ *\t/.test(raw[l.no - 1] ?? '')) {
      return [
        {
          line: l.no,
          col: 1,
          message: `line ${l.no} is indented with a tab`,
          hint: 'indent with spaces only',
        },
      ];
    }
    const kind = isItem(l) ? 'seq' : 'map';
    if (prev && opensBlock(prev)) {
      const ok = l.indent > prev.keyCol || (l.indent === prev.keyCol && isItem(l));
      if (!ok) {
        return [
          {
            line: l.no,
            col: l.indent + 1,
            message: `line ${l.no} should be indented under '${prev.key ?? prev.text}' on line ${prev.no}`,
            hint: `indent it ${spaces(prev.keyCol + 2 - l.indent)} more`,
          },
        ];
      }
      // The first line of a block may start anywhere deeper; when the next line sits where this
      // one should have (the file's two-space step), this is the line to change.
      const next = lines[li + 1];
      const usual = isItem(l) ? [prev.keyCol, prev.keyCol + 2] : [prev.keyCol + 2];
      const want = next ? impliedIndent(l, next).find((c) => usual.includes(c)) : undefined;
      if (next && want !== undefined && !usual.includes(l.indent)) return at(l, want, next);
      stack = [...stack, { col: l.indent, kind }];
    } else {
      const kept = stack.filter((c) => c.col <= l.indent);
      const same = kept.filter((c) => c.col === l.indent);
      const match = same.find((c) => c.kind === kind);
      if (!match) {
        // Nearest column where a line of this kind may start, deeper first on a tie.
        const candidates = stack.filter((c) => c.kind === kind).map((c) => c.col);
        if (prev && !isItem(l) && l.indent > prev.keyCol) candidates.push(prev.keyCol);
        const want = candidates.sort(
          (x, y) => Math.abs(x - l.indent) - Math.abs(y - l.indent) || y - x,
        )[0];
        if (want !== undefined && want !== l.indent) {
          const like = [...lines.slice(0, li)]
            .reverse()
            .find(
              (o) => (kind === 'seq' ? o.indent : o.keyCol) === want && isItem(o) === isItem(l),
            );
          return at(l, want, like);
        }
      }
      // Keep the levels up to the matched one; a key at a list's column closes the list.
      const index = match ? stack.indexOf(match) : kept.length - 1;
      stack = stack.slice(0, index + 1);
    }
    const top = stack[stack.length - 1];
    if (!top || top.col !== l.indent || top.kind !== kind) stack.push({ col: l.indent, kind });
    if (isItem(l)) stack.push({ col: l.keyCol, kind: 'map' });
    prev = l;
  }
  return [];
}

/** Plain advice for one parser error, when the indentation scan found nothing. */
export function translateYamlError(
  text: string,
  e: YAMLError,
  at: (offset: number) => { line: number; col: number },
): Advice {
  const pos = at(e.pos[0]);
  const lines = text.split('\n');
  const first = e.message.split('\n')[0] ?? e.message;
  switch (e.code) {
    case 'DUPLICATE_KEY': {
      const key = /^\s*(?:-\s+)*([^:]+):/.exec(lines[pos.line - 1] ?? '')?.[1]?.trim();
      return {
        ...pos,
        message: `the key ${key ? `'${key}' ` : ''}is written twice at the same level`,
        hint: 'keep one of them',
      };
    }
    case 'MISSING_CHAR':
      if (/quote/.test(first)) {
        const quote = first.includes("'") && !first.includes('"') ? "'" : '"';
        const open = lines.findIndex((l) => (stripComment(l).split(quote).length - 1) % 2 === 1);
        const line = open >= 0 ? open + 1 : pos.line;
        return {
          line,
          col: open >= 0 ? (lines[open]?.indexOf(quote) ?? 0) + 1 : pos.col,
          message: `line ${line} opens a quoted text that is never closed`,
          hint: `add the closing ${quote}`,
        };
      }
      break;
    case 'BAD_INDENT':
    case 'UNEXPECTED_TOKEN': {
      let depth = 0;
      let open = -1;
      for (const [i, l] of lines.entries()) {
        for (const ch of stripComment(l).replace(/"[^"]*"|'[^']*'/g, '')) {
          if (ch === '{' || ch === '[') {
            if (depth === 0) open = i;
            depth++;
          }
          if (ch === '}' || ch === ']') depth--;
        }
        if (depth > 0 && i > open) break;
      }
      if (depth > 0 && open >= 0)
        return {
          line: open + 1,
          col: 1,
          message: `line ${open + 1} opens a { or [ that is not closed on that line`,
          hint: 'close it on the same line, or write the entries as indented lines',
        };
      break;
    }
    case 'MULTILINE_IMPLICIT_KEY': {
      const l = lines[pos.line - 1] ?? '';
      if (!/:(\s|$)/.test(l))
        return {
          ...pos,
          message: `line ${pos.line} has no ':' after its key`,
          hint: "write 'key: value'",
        };
      break;
    }
    case 'BLOCK_AS_IMPLICIT_KEY':
      return {
        ...pos,
        message: `line ${pos.line} has a second ':' inside a value`,
        hint: "put the value in quotes, e.g. title: 'A: B'",
      };
    case 'TAB_AS_INDENT':
      return {
        ...pos,
        message: `line ${pos.line} is indented with a tab`,
        hint: 'indent with spaces only',
      };
    default:
      break;
  }
  return {
    ...pos,
    message: `YAML cannot read line ${pos.line}: ${first}`,
    hint: 'check the line and the one above it',
  };
}
