import { describe, expect, it } from 'vitest';
import {
  getDashboard,
  installFeature,
  removeMember,
  uninstallFeature,
  updateMemberRole,
} from '../../src/data/pagesApi';
import { setupRecordingApi } from './support';

const stub = setupRecordingApi();
const O = '/api/v1/operator/7';
const RANGE = { from: '2026-10-01', to: '2026-10-31' };

/** The pages' calls that fill more than {operatorId}: each must reach the API fully filled. */
const TABLE: readonly (readonly [string, () => Promise<unknown>, string, string])[] = [
  [
    'dashboard summary',
    () => getDashboard('summary', RANGE),
    'GET',
    `${O}/dashboard/summary?from=2026-10-01&to=2026-10-31`,
  ],
  [
    'missions insights',
    () => getDashboard('missionsInsights', RANGE),
    'GET',
    `${O}/dashboard/missions-insights?from=2026-10-01&to=2026-10-31`,
  ],
  [
    'rewards insights',
    () => getDashboard('rewardsInsights', RANGE),
    'GET',
    `${O}/dashboard/rewards-insights?from=2026-10-01&to=2026-10-31`,
  ],
  [
    'member role change',
    () => updateMemberRole(5, 'ROLE_PRODUCT'),
    'PATCH',
    `${O}/members/5?memberRole=ROLE_PRODUCT`,
  ],
  ['member removal', () => removeMember(5), 'DELETE', `${O}/members/5`],
  [
    'feature install',
    () => installFeature('TAP_2_EARN'),
    'POST',
    '/api/v1/operator-feature/7/install/TAP_2_EARN',
  ],
  [
    'feature uninstall',
    () => uninstallFeature('TAP_2_EARN'),
    'POST',
    '/api/v1/operator-feature/7/uninstall/TAP_2_EARN',
  ],
];

describe('pages API calls with parameters', () => {
  it.each(TABLE.map(([name, run, method, url]) => ({ name, run, method, url })))(
    '$name → $method $url',
    async ({ run, method, url }) => {
      await run();
      expect(stub.calls.map((c) => ({ method: c.method, url: c.url }))).toEqual([{ method, url }]);
    },
  );
});
