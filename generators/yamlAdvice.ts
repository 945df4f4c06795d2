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
  return /:$/.test(l.text) || l.text === '-' || /^(-\s+)*-$/.test(l.text);
}

/**
 * Finds lines whose indentation fits no level of the lines around them. The YAML parser reports
 * such a mistake at a neighbouring line in its own terms; this names the line to change.
 */
export function indentationAdvice(text: string): Advice[] {
  const lines = contentLines(text);
  const out: Advice[] = [];
  /** Columns of the open levels, outermost first. */
  let stack: number[] = [];
  let prev: Line | undefined;
  for (const l of lines) {
    if (l.text.startsWith('\t') || /^\t/.test(text.split('\n')[l.no - 1] ?? '')) {
      out.push({
        line: l.no,
        col: 1,
        message: `line ${l.no} is indented with a tab`,
        hint: 'indent with spaces only',
      });
      break;
    }
    if (prev && opensBlock(prev)) {
      const ok = l.indent > prev.keyCol || (l.indent === prev.keyCol && l.text.startsWith('-'));
      if (!ok) {
        out.push({
          line: l.no,
          col: l.indent + 1,
          message: `line ${l.no} should be indented under '${prev.key ?? prev.text}' on line ${prev.no}`,
          hint: `indent it ${spaces(prev.keyCol + 2 - l.indent)} more`,
        });
        break;
      }
      stack = [...stack, l.indent];
    } else {
      const kept = stack.filter((c) => c <= l.indent);
      const top = kept[kept.length - 1] ?? 0;
      if (top !== l.indent && prev) {
        const deeper = stack.find((c) => c > l.indent);
        const useDeeper =
          l.indent < prev.keyCol && deeper !== undefined && deeper - l.indent <= l.indent - top;
        const siblings = prev.indent > l.indent ? prev : undefined;
        out.push(
          useDeeper
            ? {
                line: l.no,
                col: l.indent + 1,
                message: `line ${l.no} is indented ${spaces(deeper - l.indent)} less than its siblings`,
                hint: `start it in column ${deeper + 1}${siblings ? `, like line ${siblings.no}` : ''}`,
              }
            : {
                line: l.no,
                col: l.indent + 1,
                message: `line ${l.no} is indented ${spaces(l.indent - (l.indent > prev.keyCol ? prev.keyCol : top))} more than its siblings`,
                hint:
                  l.indent > prev.keyCol
                    ? `start it in column ${prev.keyCol + 1}, like line ${prev.no}`
                    : `start it in column ${top + 1}`,
              },
        );
        break;
      }
      stack = kept;
    }
    if (stack[stack.length - 1] !== l.indent) stack.push(l.indent);
    if (l.keyCol !== l.indent) stack.push(l.keyCol);
    prev = l;
  }
  return out;
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
