import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Document, Node } from 'yaml';
import type { Problem } from './problems.js';

export type Segment = string | number;

/** A parsed schema file that can map a data path back to a line and column. */
export class SourceFile {
  readonly data: unknown;
  readonly problems: Problem[] = [];
  private readonly doc: Document.Parsed;
  private readonly lines = new LineCounter();

  constructor(
    /** Path as printed, relative to the project root ('schema/menus.yaml'). */
    readonly file: string,
    text: string,
  ) {
    this.doc = parseDocument(text, {
      lineCounter: this.lines,
      uniqueKeys: true,
      prettyErrors: false,
    });
    for (const e of [...this.doc.errors, ...this.doc.warnings]) {
      const { line, col } = this.lines.linePos(e.pos[0]);
      const message = e.message.split('\n')[0] ?? e.message;
      this.problems.push({
        file,
        line,
        col,
        code: 'Y001',
        message: `YAML ${e.code}: ${message}`,
        hint: 'fix the YAML syntax',
      });
    }
    this.data = this.doc.errors.length > 0 ? undefined : this.doc.toJS();
  }

  /**
   * Position of the value at `path`, or of its key when `key` is set. Falls back to the nearest
   * existing ancestor so every problem has a location even when the node is missing.
   */
  at(path: readonly Segment[], key = false): { line: number; col: number } {
    let node: unknown = this.doc.contents;
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
    return this.lines.linePos(offset);
  }

  problem(
    path: readonly Segment[],
    code: string,
    message: string,
    hint?: string,
    key = false,
  ): Problem {
    const { line, col } = this.at(path, key);
    return hint === undefined
      ? { file: this.file, line, col, code, message }
      : { file: this.file, line, col, code, message, hint };
  }
}
