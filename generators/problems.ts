import { codeOf } from './problemCodes.js';
import type { ProblemKind } from './problemCodes.js';

/** One schema problem, printed Django-style so editors and CI can jump to it. */
export interface Problem {
  /** Path relative to the project root, e.g. 'schema/roles.yaml'. */
  readonly file: string;
  readonly line: number;
  readonly col: number;
  /** Object path inside the file, e.g. 'routes[0].roles[1]'; empty for the file as a whole. */
  readonly path: string;
  readonly code: string;
  readonly message: string;
  readonly hint?: string;
  /** Follows from another problem (named in the message); listed after every root cause. */
  readonly consequence?: boolean;
  /** A warning's name in schema/departures.yaml (`W003 Revenues`): recording it there quiets it. */
  readonly what?: string;
}

export type Segment = string | number;

export interface ProblemOptions {
  readonly hint?: string | undefined;
  readonly consequence?: boolean;
  /**
   * The problem this one follows from: it is then a consequence, and its message ends with
   * "(follows from E0xx above)", so the reader fixes the cause first.
   */
  readonly cause?: ProblemKind;
}

export function makeProblem(
  where: { file: string; line: number; col: number },
  path: readonly Segment[],
  kind: ProblemKind,
  message: string,
  options: ProblemOptions = {},
): Problem {
  return {
    file: where.file,
    line: where.line,
    col: where.col,
    path: formatPath(path),
    code: codeOf(kind),
    message: options.cause
      ? `${message.replace(/ \(see above\)$/, '')} (follows from ${codeOf(options.cause)} above)`
      : message,
    ...(options.hint !== undefined ? { hint: options.hint } : {}),
    ...(options.consequence || options.cause ? { consequence: true } : {}),
  };
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;

/** `['routes', 0, 'roles', 1]` → `routes[0].roles[1]`; keys that are not plain names are quoted. */
export function formatPath(path: readonly Segment[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (IDENT.test(seg)) out += out === '' ? seg : `.${seg}`;
    else out += `['${seg}']`;
  }
  return out;
}

export function formatProblem(p: Problem): string {
  const hint = p.hint ? ` (hint: ${p.hint})` : '';
  const path = p.path ? ` ${p.path}` : '';
  return `${p.file}:${p.line}:${p.col}${path} ${p.code} ${p.message}${hint}`;
}

/**
 * Root causes first, each group by file, then position, then code, so a reader fixes the cause
 * before reading what follows from it, and output diffs stay readable.
 */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      Number(a.consequence ?? false) - Number(b.consequence ?? false) ||
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.col - b.col ||
      a.code.localeCompare(b.code) ||
      a.message.localeCompare(b.message),
  );
}

/** Closest candidate by edit distance, for "did you mean" hints; none when nothing is close. */
export function didYouMean(value: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const d = distance(value.toLowerCase(), c.toLowerCase());
    if (d < bestScore) {
      bestScore = d;
      best = c;
    }
  }
  const limit = Math.max(2, Math.floor(value.length / 3));
  return best !== undefined && bestScore <= limit ? best : undefined;
}

export function guessHint(value: string, candidates: Iterable<string>): string | undefined {
  const guess = didYouMean(value, candidates);
  return guess === undefined ? undefined : `did you mean '${guess}'?`;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j] ?? 0;
      row[j] = Math.min(
        (row[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        prev + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      prev = tmp;
    }
  }
  return row[b.length] ?? 0;
}
