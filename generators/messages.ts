import type { Problem } from './problems.js';
import type { Segment, SourceFile } from './source.js';

export type MessageTree = { [key: string]: string | MessageTree };

/**
 * Collects the English texts the schema declares under the keys the generated defs use.
 * Two different texts under one key would make one of them silently lost, so that is an error.
 */
export class MessageCatalogue {
  readonly tree: MessageTree = {};
  readonly problems: Problem[] = [];
  private readonly origin = new Map<string, string>();

  add(key: string, text: string, src: SourceFile, path: readonly Segment[]): string {
    const parts = key.split('.');
    let node: MessageTree = this.tree;
    for (const [i, part] of parts.entries()) {
      const last = i === parts.length - 1;
      const existing = node[part];
      if (last) {
        if (existing === undefined) {
          node[part] = text;
          this.origin.set(key, `${src.file}`);
        } else if (existing !== text) {
          const first = typeof existing === 'string' ? `'${existing}'` : 'a group of texts';
          this.problems.push(
            src.problem(
              path,
              'conflictingText',
              `text '${text}' conflicts with ${first} already declared for message key ${key}`,
              {
                hint: `use the same text, or a different field/id (first declared in ${this.origin.get(key) ?? 'another file'})`,
              },
            ),
          );
        }
      } else if (existing === undefined) {
        const child: MessageTree = {};
        node[part] = child;
        node = child;
      } else if (typeof existing === 'string') {
        this.problems.push(
          src.problem(
            path,
            'conflictingText',
            `message key ${key} would nest under the text key ${parts.slice(0, i + 1).join('.')}`,
            { hint: 'rename the id or field' },
          ),
        );
        return key;
      } else {
        node = existing;
      }
    }
    return key;
  }
}
