// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Numbers and dates reach the screen through the one formatter (src/i18n/format.ts), and a day is
 * typed in the one day input (src/ui/form/DayInput.tsx): each way around them is a pattern here.
 * The browser's and react-admin's own formatting follow the browser's locale (`10/31/2026`,
 * `1,000,000`), which the console's rule does not.
 */
const WAYS_AROUND: readonly { what: string; pattern: RegExp; example: string }[] = [
  {
    what: "the browser's locale formatting",
    pattern: /\.toLocale(?:String|DateString|TimeString)\(/,
    example: 'total.toLocaleString()',
  },
  {
    what: 'Intl formatting',
    pattern: /\bIntl\.(?:NumberFormat|DateTimeFormat)\b/,
    example: 'new Intl.NumberFormat("en")',
  },
  { what: 'a fixed count of decimals', pattern: /\.toFixed\(/, example: 'price.toFixed(2)' },
  {
    what: "the browser's date field",
    pattern: /type=(?:"|'|\{\s*['"])(?:date|datetime-local|month|week)['"]/,
    example: '<TextField type="date" />',
  },
  {
    what: "react-admin's locale-formatted fields and inputs",
    pattern: /<(?:DateField|NumberField|DateInput|DateTimeInput|TimeInput)\b/,
    example: '<DateTimeInput source="scheduledAt" />',
  },
];

/**
 * Files that may: the formatter itself, the day input (its calendar button opens the browser's
 * picker on a hidden field), the mock API (it writes what an API sends, not what a user reads)
 * and generated data. Each other entry says why it may.
 */
const MAY: Readonly<Record<string, string>> = {
  'src/i18n/format.ts': 'the formatter',
  'src/ui/form/DayInput.tsx': "the day input's hidden picker",
  // A form's date-time field (an airdrop's schedule) still takes react-admin's input: a date-time
  // input in the console's style is not built yet.
  'src/renderers/form/FieldInput.tsx': "a form's date-time field",
};
const SKIPPED_FOLDERS = ['src/mocks', 'src/generated'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('numbers and dates are written by the one formatter only', () => {
  it.each(WAYS_AROUND)('the check finds $what', ({ pattern, example }) => {
    expect(pattern.test(example)).toBe(true);
  });

  it('no source file formats a number or a date around it', () => {
    const root = process.cwd();
    const found: string[] = [];
    for (const file of sources(join(root, 'src'))) {
      const rel = relative(root, file).split('\\').join('/');
      if (rel in MAY || SKIPPED_FOLDERS.some((folder) => rel.startsWith(`${folder}/`))) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const way of WAYS_AROUND)
            if (way.pattern.test(line)) found.push(`${rel}:${i + 1}: ${way.what}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
