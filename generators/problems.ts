/** One schema problem, printed Django-style so editors and CI can jump to it. */
export interface Problem {
  /** Path relative to the project root, e.g. 'schema/roles.yaml'. */
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly code: string;
  readonly message: string;
  readonly hint?: string;
}

export function formatProblem(p: Problem): string {
  const hint = p.hint ? ` (hint: ${p.hint})` : '';
  return `${p.file}:${p.line}:${p.col} ${p.code} ${p.message}${hint}`;
}

/** Stable order: by file, then position, then code, so output diffs stay readable. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
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
