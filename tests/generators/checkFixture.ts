import { join } from 'node:path';
import { generate } from '../../generators/generate';

const root = join(__dirname, '..', '..');

/** `npm run generate -- --check` over a schema folder a test has built from its fixtures. */
export function checkSchemaDir(dir: string) {
  return generate({
    schemaDir: dir,
    outDir: join(dir, 'out'),
    registryFile: join(root, 'src', 'app', 'pageRegistry.ts'),
    check: true,
  });
}

/** A departures.yaml recording the given warnings (by their `what`) as made on purpose. */
export function departuresYaml(recorded: readonly string[]): string {
  return recorded.length === 0
    ? 'departures: []\n'
    : `departures:\n${recorded.map((w) => `  - what: ${w}\n    reason: on purpose\n`).join('')}`;
}
