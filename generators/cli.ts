import { watch } from 'node:fs';
import { join } from 'node:path';
import { ACCESS_REPORT_FILE } from './accessReport.js';
import { generate } from './generate.js';
import { OPENAPI_FILE, openApiMatches, openApiText } from './openapi.js';
import { formatProblem } from './problems.js';
import { validatorSchemaMatches, validatorSchemaText } from './validator-schema.js';
import { readIfExists, writeAtomic } from './write.js';

/**
 * `npm run generate` writes src/generated from schema/; `-- --check` only reports stale files
 * (exit 1); `-- --watch` regenerates on every schema change.
 */
const root = process.cwd();
const schemaDir = join(root, 'schema');
const outDir = join(root, 'src', 'generated');
const validatorSchemaPath = join(root, 'generators', 'schema', 'validator.schema.json');
const accessReportPath = join(root, ACCESS_REPORT_FILE);
const args = new Set(process.argv.slice(2));
const check = args.has('--check');

async function run(): Promise<number> {
  const result = await generate({ schemaDir, outDir, check });
  if (result.problems.length > 0) {
    for (const p of result.problems) console.error(formatProblem(p));
    console.error(`\n${result.problems.length} problem(s) in schema/; nothing was written.`);
    return 1;
  }
  // Departures from the spec's defaults do not stop generation: they are for review (generators/spec).
  for (const w of result.warnings) console.warn(formatProblem(w));
  if (result.warnings.length > 0)
    console.warn(
      `\n${result.warnings.length} departure(s) from the spec's defaults; record the deliberate ones in schema/departures.yaml.\n`,
    );
  // The editor-facing copy of the validator JSON Schema follows src/validation/catalogue.ts.
  const validatorStale = !validatorSchemaMatches(readIfExists(validatorSchemaPath));
  // The published API contract follows the endpoints and the answer schemas.
  const openApiPath = join(schemaDir, OPENAPI_FILE);
  const openApiStale = !openApiMatches(readIfExists(openApiPath), schemaDir);
  // The access review follows the schema like src/generated does.
  const report = result.accessReport;
  const reportStale = report !== undefined && readIfExists(accessReportPath) !== report;
  if (check) {
    const stale = [
      ...result.stale.map((p) => `src/generated/${p}`),
      ...(validatorStale ? ['generators/schema/validator.schema.json'] : []),
      ...(openApiStale ? [`schema/${OPENAPI_FILE}`] : []),
      ...(reportStale ? [ACCESS_REPORT_FILE] : []),
    ];
    if (stale.length > 0) {
      console.error('Generated files are stale; run `npm run generate`:');
      for (const s of stale) console.error(`  ${s}`);
      return 1;
    }
    console.log('src/generated is up to date.');
    return 0;
  }
  if (validatorStale) writeAtomic(validatorSchemaPath, validatorSchemaText());
  if (openApiStale) writeAtomic(openApiPath, openApiText(schemaDir));
  if (reportStale) writeAtomic(accessReportPath, report);
  console.log(
    result.written.length === 0 && !validatorStale && !openApiStale && !reportStale
      ? 'src/generated is up to date.'
      : `Wrote ${result.written.length} file(s) to src/generated${reportStale ? ` and ${ACCESS_REPORT_FILE}` : ''}.`,
  );
  return 0;
}

if (args.has('--watch')) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const again = (): void => {
    clearTimeout(timer);
    // Editors save in bursts (temp file, rename); one run per burst.
    timer = setTimeout(() => void run(), 100);
  };
  await run();
  watch(schemaDir, { recursive: true }, again);
  console.log('Watching schema/ for changes…');
} else {
  process.exitCode = await run();
}
