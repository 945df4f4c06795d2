/**
 * The login route downloads only the front door's texts (src/i18n/enFront.ts); the console brings
 * the rest. A key a front-door page uses but only the console's catalogue holds would show the
 * raw key to a visitor who has not opened the console yet: every literal key of the front door's
 * files must be in enFront.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { enFront } from '../../src/i18n/enFront';
import { lookup } from '../../src/i18n/merge';

const FRONT_DOOR = [
  'src/features/account',
  'src/features/account/emailBanner',
  'src/app',
  'src/app/errorPages',
  'src/ui',
  'src/ui/form',
];
const BLANK_BILLING_PAGES = [
  'src/features/billing/BillingProceed.tsx',
  'src/features/billing/BillingReturn.tsx',
  'src/features/billing/BillingChangePayment.tsx',
];

function filesOf(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f));
}

const KEY = /\b(?:translate|t)\('([a-zA-Z0-9_]+(?:\.[a-zA-Z0-9_]+)+)'/g;
const keys = [...FRONT_DOOR.flatMap(filesOf), ...BLANK_BILLING_PAGES].flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(KEY)].map((m) => [file, m[1] ?? ''] as const),
);

describe("the front door's texts", () => {
  it('finds the keys it checks (the scan itself works)', () => {
    expect(keys.map(([, key]) => key)).toEqual(
      expect.arrayContaining(['login.title', 'pages.registration.title', 'billing.backToBilling']),
    );
  });

  it.each(keys)('%s: %s is in the front catalogue', (_, key) => {
    expect(lookup(enFront, key)).toEqual(expect.any(String));
  });
});
