// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/app/console/i18nProvider';

/**
 * Every message key the console's code writes out (`translate('moderation.actions.column')`) has a
 * text in the one catalogue (react-admin's own texts included). A key with no text is drawn as
 * itself: a phone row's box was named `moderation.actions.selectRow` because nothing read the
 * code's keys against the catalogue. Keys built at run time (a schema label) are the schema
 * invariants' and the generator's to check.
 */
const SRC = join(__dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `translate('a.b')`, `t('a.b')`, `i18n.translate("a.b")`: a dotted key with no spaces. */
const CALL = /\b(?:translate|t)\(\s*(['"])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g;

const written = sources(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(CALL)].map((m) => ({
    file: relative(SRC, file),
    key: m[2]!,
  })),
);

describe('message keys written in the code', () => {
  it('finds the keys the code writes (the scan reads the calls)', () => {
    expect(written.length).toBeGreaterThan(20);
  });

  it('each has a text in the console catalogue', () => {
    const missing = written.filter(
      ({ key }) => i18nProvider.translate(key, { smart_count: 1, _: key }) === key,
    );
    expect(missing.map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });
});
