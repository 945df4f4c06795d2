import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Document, Node } from 'yaml';
import { makeProblem } from './problems.js';
import type { Problem, ProblemOptions, Segment } from './problems.js';
import type { ProblemKind } from './problemCodes.js';
import { indentationAdvice, translateYamlError } from './yamlAdvice.js';
import { fastYamlData } from './yamlData.js';

export type { Segment } from './problems.js';

/** A parsed schema file that can map a data path back to a line and column. */
export class SourceFile {
  readonly data: unknown;
  readonly problems: Problem[] = [];
  private parsed: { doc: Document.Parsed; lines: LineCounter } | undefined;

  constructor(
    /** Path as printed, relative to the project root ('schema/menus.yaml'). */
    readonly file: string,
    readonly text: string,
  ) {
    const fast = fastYamlData(text);
    if (fast) {
      this.data = fast.data;
      return;
    }
    const { doc, lines } = this.full();
    const errors = [...doc.errors, ...doc.warnings];
    if (errors.length > 0) {
      // The parser names a neighbouring line in its own terms; say which line to change instead.
      const advice = indentationAdvice(text);
      const list =
        advice.length > 0
          ? advice
          : errors.map((e) => translateYamlError(text, e, (o) => lines.linePos(o)));
      const seen = new Set<number>();
      for (const a of list) {
        if (seen.has(a.line)) continue;
        seen.add(a.line);
        this.problems.push(
          makeProblem({ file, ...a }, [], 'yamlSyntax', a.message, { hint: a.hint }),
        );
      }
    }
    this.data = doc.errors.length > 0 ? undefined : doc.toJS();
  }

  /** The `yaml` document with its node positions, parsed on first need. */
  private full(): { doc: Document.Parsed; lines: LineCounter } {
    if (!this.parsed) {
      const lines = new LineCounter();
      const doc = parseDocument(this.text, {
        lineCounter: lines,
        uniqueKeys: true,
        prettyErrors: false,
      });
      this.parsed = { doc, lines };
    }
    return this.parsed;
  }

  /**
   * Position of the value at `path`, or of its key when `key` is set. Falls back to the nearest
   * existing ancestor so every problem has a location even when the node is missing.
   */
  at(path: readonly Segment[], key = false): { line: number; col: number } {
    const { doc, lines } = this.full();
    let node: unknown = doc.contents;
    let found: unknown = node;
    for (const [i, seg] of path.entries()) {
      if (isMap(node)) {
        const pair = node.items.find(
          (p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(seg),
        );
        if (!pair) break;
        found = key && i === path.length - 1 ? pair.key : pair.value;
        node = pair.value;
      } else if (isSeq(node) && typeof seg === 'number') {
        const item = node.items[seg];
        if (item === undefined) break;
        found = item;
        node = item;
      } else {
        break;
      }
    }
    const range = (found as Node | null)?.range;
    const offset = range ? range[0] : 0;
    return lines.linePos(offset);
  }

  problem(
    path: readonly Segment[],
    kind: ProblemKind,
    message: string,
    options: ProblemOptions & { key?: boolean } = {},
  ): Problem {
    const { line, col } = this.at(path, options.key ?? false);
    return makeProblem({ file: this.file, line, col }, path, kind, message, options);
  }
}
