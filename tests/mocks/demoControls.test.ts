// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../src/generated/features';
import { setFeatureFlag } from '../../src/mocks/demoControls';
import { call, NOVA, tokenFor, withMockApi } from './support';

const holder = withMockApi();

const flagsOf = async (token: string) =>
  (await call(`/operator/${NOVA}/feature-flags`, { token })).body as {
    code: string;
    enabled: boolean;
  }[];

describe("the demo's feature flags", () => {
  it.each(FEATURES.flags)('%s can be switched on and off; the API answers it', async (code) => {
    const token = await tokenFor('ROLE_ADMIN');
    for (const enabled of [true, false]) {
      expect(setFeatureFlag(holder.mock.db, NOVA, code, enabled)).toBe(true);
      expect((await flagsOf(token)).find((f) => f.code === code)?.enabled).toBe(enabled);
    }
  });

  it('switches a flag of features.yaml that data saved before it was added lacks', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const code = FEATURES.flags.at(-1)!;
    const data = holder.mock.db.byOperator[NOVA]!;
    data.featureFlags = data.featureFlags.filter((f) => f.code !== code);
    expect(setFeatureFlag(holder.mock.db, NOVA, code, true)).toBe(true);
    expect((await flagsOf(token)).find((f) => f.code === code)?.enabled).toBe(true);
  });

  it('changes nothing for an unknown operator or flag', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const before = await flagsOf(token);
    expect(setFeatureFlag(holder.mock.db, 'no-such-operator', FEATURES.flags[0]!, true)).toBe(
      false,
    );
    expect(setFeatureFlag(holder.mock.db, NOVA, 'NO_SUCH_FLAG', true)).toBe(false);
    expect(await flagsOf(token)).toEqual(before);
  });
});
