// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_OPERATORS } from '../../src/mocks/demoAccounts';
import { DEPLOY_STATUSES } from '../../src/data/answers';
import { call, NOVA, PIXEL, tokenFor, withMockApi } from './support';

const api = withMockApi();
const ORBIT = DEMO_OPERATORS.orbit;

describe('prize pool', () => {
  it('settings carry csvReportGenerationStatus; PUT changes it', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    expect((await call(`/operator/${NOVA}/prize-pool/settings`, { token })).body).toMatchObject({
      csvReportGenerationStatus: 'DONE',
    });
    const put = await call(`/operator/${NOVA}/prize-pool/settings`, {
      method: 'PUT',
      token,
      body: { csvReportGenerationStatus: 'PENDING' },
    });
    expect(put.body).toMatchObject({ csvReportGenerationStatus: 'PENDING' });
    expect(
      (
        await call(`/operator/${NOVA}/prize-pool/settings`, {
          method: 'PUT',
          token,
          body: { csvReportGenerationStatus: 'SOON' },
        })
      ).status,
    ).toBe(400);
  });

  it('the csv is a zip file (PK signature, application/zip) when DONE, 409 while PENDING', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const file = await call(`/operator/${NOVA}/prize-pool/csv`, { token });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/zip');
    const bytes = file.body as Uint8Array;
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(new TextDecoder().decode(bytes)).toContain('User_Balances.csv');
    const pixel = await tokenFor('admin@pixelbank.demo');
    expect((await call(`/operator/${PIXEL}/prize-pool/csv`, { token: pixel })).status).toBe(409);
  });
});

describe('subscription', () => {
  it('billing info has the §3 shape', async () => {
    const result = await call(`/operator/${NOVA}/subscription/plan/billing-info`, {
      token: await tokenFor('ROLE_ADMIN'),
    });
    const usage = { currentUsage: expect.any(Number), total: expect.any(Number) };
    expect(result.body).toMatchObject({
      planName: 'Growth',
      planId: 'growth',
      planPrice: 199,
      status: 'ACTIVE',
      usage,
      monthlyUsage: usage,
      extraCreditsUsage: usage,
    });
  });

  it('billing is for admins only: a developer gets 403', async () => {
    const result = await call(`/operator/${NOVA}/subscription/plan/billing-info`, {
      token: await tokenFor('ROLE_DEVELOPMENT'),
    });
    expect(result.status).toBe(403);
  });

  it('available plans with their options and the feature table', async () => {
    const body = (
      await call(`/operator/${NOVA}/subscription/plan/available`, {
        token: await tokenFor('ROLE_ADMIN'),
      })
    ).body as {
      availablePlans: {
        name: string;
        description: string;
        info: { id: string; creditAmount: number; price: number }[];
      }[];
      features: { name: string; plans: { planName: string }[] }[];
    };
    expect(body.availablePlans.map((p) => p.name)).toEqual([
      'Free',
      'Starter',
      'Growth',
      'Enterprise',
    ]);
    expect(body.availablePlans.find((p) => p.name === 'Enterprise')?.info).toEqual([]);
    expect(body.features[0]).toEqual({
      name: expect.any(String),
      plans: expect.arrayContaining([{ planName: 'Free' }]),
    });
  });

  it('upgrade preview compares plans; discount is the unused share of the current price', async () => {
    const body = (
      await call(
        `/operator/${NOVA}/subscription/plan/upgrade-preview?planId=growth&optionId=growth-50k`,
        { token: await tokenFor('ROLE_ADMIN') },
      )
    ).body as Record<string, Record<string, number> | number>;
    expect(body).toMatchObject({
      currentPlan: { name: 'Growth', credits: 25000, unusedCredits: 6250, price: 199 },
      newPlan: { name: 'Growth', credits: 50000, price: 349 },
      discount: 49.75,
      total: 299.25,
    });
  });

  it('payment link from the free plan: a paymentUrl, and the plan has changed', async () => {
    const token = await tokenFor('admin@pixelbank.demo');
    const result = await call(`/operator/${PIXEL}/subscription/plan/payment-link`, {
      method: 'POST',
      token,
      body: { planId: 'starter', email: 'admin@pixelbank.demo' },
    });
    expect(result.body).toEqual({ paymentUrl: expect.any(String) });
    expect(
      (await call(`/operator/${PIXEL}/subscription/plan/billing-info`, { token })).body,
    ).toMatchObject({ planName: 'Starter', planPrice: 49 });
  });

  it('payment link for a downgrade: a link, or {} where the provider gives none; both apply it; plans on request and bad bodies are 400', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const down = await call(`/operator/${NOVA}/subscription/plan/payment-link`, {
      method: 'POST',
      token,
      body: { planId: 'starter', email: 'admin@novagames.demo' },
    });
    expect(down.body).toEqual({ paymentUrl: expect.stringContaining('type=downgradePlan') });
    expect(
      (await call(`/operator/${NOVA}/subscription/plan/billing-info`, { token })).body,
    ).toMatchObject({ planName: 'Starter' });
    const orbit = await tokenFor('admin@orbittravel.demo');
    const empty = await call(`/operator/${ORBIT}/subscription/plan/payment-link`, {
      method: 'POST',
      token: orbit,
      // The contract's planId is an option id (§3: only options carry ids).
      body: { planId: 'starter-5k', email: 'admin@orbittravel.demo' },
    });
    expect(empty.body).toEqual({});
    expect(
      (await call(`/operator/${ORBIT}/subscription/plan/billing-info`, { token: orbit })).body,
    ).toMatchObject({ planName: 'Starter', planPrice: 49 });
    const enterprise = await call(`/operator/${NOVA}/subscription/plan/payment-link`, {
      method: 'POST',
      token,
      body: { planId: 'enterprise', email: 'admin@novagames.demo' },
    });
    expect(enterprise.status).toBe(400);
    const bad = await call(`/operator/${NOVA}/subscription/plan/payment-link`, {
      method: 'POST',
      token,
      body: { planId: 'nope', email: 'x' },
    });
    expect(bad.body).toMatchObject({ errors: { email: 'Email must be valid' } });
  });

  it('plan change: GET tells the kind, POST applies and adds a billing history entry', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const kind = (q: string) =>
      call(`/operator/${NOVA}/subscription/plan/change?${q}`, { token }).then(
        (r) => (r.body as { kind: string }).kind,
      );
    expect(await kind('planId=starter')).toBe('downgradePlan');
    expect(await kind('planId=growth&optionId=growth-50k')).toBe('newSubscription');
    expect(await kind('planId=growth&optionId=growth-25k')).toBe('none');
    const before = api.mock.db.byOperator[NOVA]!.billingHistory.length;
    const changed = await call(`/operator/${NOVA}/subscription/plan/change`, {
      method: 'POST',
      token,
      body: { planId: 'growth', optionId: 'growth-50k' },
    });
    expect(changed.body).toMatchObject({ planPrice: 349, monthlyUsage: { total: 50000 } });
    const history = await call(`/operator/${NOVA}/subscription/billing-history`, { token });
    expect(history.headers.get('Content-Range')).toMatch(new RegExp(`/${before + 1}$`));
    expect(
      (
        await call(`/operator/${NOVA}/subscription/plan/change`, {
          method: 'POST',
          token,
          body: { planId: 'growth', optionId: 'growth-50k' },
        })
      ).status,
    ).toBe(400);
  });

  it('extra credits: GET, buy adds to the totals, usage stats and payment update answer', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    expect(
      (await call(`/operator/${NOVA}/subscription/extra-credits`, { token })).body,
    ).toMatchObject({ available: 0 });
    const bought = await call(`/operator/${NOVA}/subscription/extra-credits/buy`, {
      method: 'POST',
      token,
      body: { credits: 5000 },
    });
    expect(bought.body).toMatchObject({
      extraCreditsUsage: { total: 5000 },
      usage: { total: 30000 },
    });
    expect(
      (
        await call(`/operator/${NOVA}/subscription/extra-credits/buy`, {
          method: 'POST',
          token,
          body: { credits: 0 },
        })
      ).status,
    ).toBe(400);
    const stats = await call(
      `/operator/${NOVA}/subscription/plan/usage-stats?from=2000-01-01&to=2100-01-01`,
      { token },
    );
    // The usage statistics read the operator's credit ledger: its days add up to the total.
    const ledger = api.mock.db.byOperator[NOVA]!.creditsByDay;
    expect(stats.body).toMatchObject({
      total: ledger.reduce((n, d) => n + d.credits, 0),
      days: ledger,
    });
    expect(
      (await call(`/operator/${NOVA}/subscription/plan/payment/update`, { token })).body,
    ).toEqual({ paymentUrl: expect.any(String) });
  });
});

describe('custody and web3', () => {
  it('deploy status per seeded operator: DONE, NONE, STARTED', async () => {
    const st = async (id: string, who: string) =>
      (
        (
          await call(`/operator/${id}/custody/integration/deploy-status`, {
            token: await tokenFor(who),
          })
        ).body as { status: string }
      ).status;
    expect(await st(NOVA, 'ROLE_ADMIN')).toBe('DONE');
    expect(await st(PIXEL, 'admin@pixelbank.demo')).toBe('NONE');
    expect(await st(ORBIT, 'ROLE_SUPER_ADMIN')).toBe('STARTED');
  });

  it('the deploy steps advance the status, and a started deploy walks to DONE poll by poll', async () => {
    const token = await tokenFor('ROLE_SUPER_ADMIN');
    const base = `/operator/${PIXEL}/custody`;
    expect((await call(`${base}/deploy`, { method: 'POST', token })).status).toBe(400);
    expect(
      (
        await call(`${base}/integration/type`, {
          method: 'PATCH',
          token,
          body: { type: 'LOYALTY_TOKENIZATION' },
        })
      ).body,
    ).toMatchObject({ type: 'LOYALTY_TOKENIZATION' });
    expect((await call(`${base}/seed`, { token })).body).toEqual({
      seed: expect.stringMatching(/^(\w+ ){11}\w+$/),
    });
    const bad = await call(`${base}/master-wallet`, {
      method: 'PUT',
      token,
      body: { address: '0x12' },
    });
    expect(bad.body).toMatchObject({ errors: { address: expect.any(String) } });
    await call(`${base}/master-wallet`, {
      method: 'PUT',
      token,
      body: { address: `0x${'ab'.repeat(20)}` },
    });
    expect((await call(`${base}/integration/deploy-status`, { token })).body).toMatchObject({
      status: 'WALLET_CREATED',
    });
    expect((await call(`${base}/integration/pre-deploy-balance`, { token })).body).toMatchObject({
      sufficient: true,
    });
    expect((await call(`${base}/prepare-onboarding`, { method: 'POST', token })).status).toBe(400);
    await call(`${base}/tokenomics`, {
      method: 'PATCH',
      token,
      body: { name: 'Pixel', symbol: 'PIX_s1', totalSupply: 1000, decimals: 18 },
    });
    await call(`${base}/prepare-onboarding`, { method: 'POST', token });
    const started = await call(`${base}/deploy`, { method: 'POST', token });
    expect(started.body).toMatchObject({ status: 'STARTED' });
    // Each read of the status (a poll) walks one step, in the §4 order, to DONE, then stays.
    const seen: string[] = [];
    for (let i = 0; i < 10; i++) {
      const { body } = await call(`${base}/integration/deploy-status`, { token });
      seen.push((body as { status: string }).status);
    }
    expect(seen).toEqual([
      ...DEPLOY_STATUSES.slice(DEPLOY_STATUSES.indexOf('TOKEN_DEPLOYED_PROCESSING')),
      'DONE',
      'DONE',
    ]);
    expect((await call(`${base}/integration/deploy-status`, { token })).body).toMatchObject({
      data: { contractAddress: expect.any(String), poolAddress: expect.any(String) },
    });
  });

  it('a token named FAIL stops at ERROR once; deploying again retries it to DONE', async () => {
    const token = await tokenFor('ROLE_SUPER_ADMIN');
    const base = `/operator/${PIXEL}/custody`;
    await call(`${base}/master-wallet`, { method: 'PUT', token, body: { mode: 'CREATE_WALLET' } });
    await call(`${base}/tokenomics`, { method: 'PATCH', token, body: { symbol: 'FAIL' } });
    await call(`${base}/prepare-onboarding`, { method: 'POST', token });
    await call(`${base}/deploy`, { method: 'POST', token });
    const read = async () =>
      ((await call(`${base}/integration/deploy-status`, { token })).body as { status: string })
        .status;
    const first: string[] = [];
    for (let i = 0; i < 4; i++) first.push(await read());
    expect(first).toEqual(['TOKEN_DEPLOYED_PROCESSING', 'TOKEN_DEPLOYED', 'ERROR', 'ERROR']);
    expect((await call(`${base}/deploy`, { method: 'POST', token })).body).toMatchObject({
      status: 'STARTED',
    });
    let last = '';
    for (let i = 0; i < 8; i++) last = await read();
    expect(last).toBe('DONE');
  });

  it('PATCH deploy-status moves one step forward, to ERROR or back to NONE only', async () => {
    const token = await tokenFor('ROLE_SUPER_ADMIN');
    const path = `/operator/${ORBIT}/custody/integration/deploy-status`;
    expect((await call(path, { method: 'PATCH', token, body: { status: 'DONE' } })).status).toBe(
      400,
    );
    expect(
      (await call(path, { method: 'PATCH', token, body: { status: 'TOKEN_DEPLOYED_PROCESSING' } }))
        .body,
    ).toMatchObject({ status: 'TOKEN_DEPLOYED_PROCESSING' });
    expect(
      (await call(path, { method: 'PATCH', token, body: { status: 'NONE' } })).body,
    ).toMatchObject({ status: 'NONE' });
    expect(
      (await call(path, { method: 'PATCH', token, body: { status: 'WHATEVER' } })).status,
    ).toBe(400);
  });

  it.each(['custody/integration', 'custody/tokenomics', 'airdrop-web3'])(
    '%s: GET, PATCH merges',
    async (path) => {
      const token = await tokenFor('ROLE_ADMIN');
      expect((await call(`/operator/${NOVA}/${path}`, { token })).status).toBe(200);
      const patched = await call(`/operator/${NOVA}/${path}`, {
        method: 'PATCH',
        token,
        body: { note: 'x' },
      });
      expect(patched.body).toMatchObject({ note: 'x' });
      expect((await call(`/operator/${NOVA}/${path}`, { token })).body).toMatchObject({
        note: 'x',
      });
    },
  );

  it('tokenomics refuses a bad ticker', async () => {
    const result = await call(`/operator/${NOVA}/custody/tokenomics`, {
      method: 'PATCH',
      token: await tokenFor('ROLE_ADMIN'),
      body: { symbol: 'TOOLONG' },
    });
    expect(result.status).toBe(400);
  });
});

describe('admin mode', () => {
  it('operators list, for the super admin only', async () => {
    const result = await call('/operators', { token: await tokenFor('ROLE_SUPER_ADMIN') });
    expect(result.headers.get('Content-Range')).toMatch(/^operators 0-\d+\/\d+$/);
    expect((result.body as unknown[])[0]).toEqual({
      id: NOVA,
      name: 'Nova Games',
      login: expect.any(String),
      emailVerified: true,
      plan: 'Growth',
      status: 'ACTIVE',
      createdAt: expect.any(String),
    });
    expect((await call('/operators', { token: await tokenFor('ROLE_ADMIN') })).status).toBe(403);
  });

  it('custody wallets', async () => {
    const result = await call('/custody/wallets', { token: await tokenFor('ROLE_SUPER_ADMIN') });
    expect((result.body as unknown[])[0]).toEqual({
      id: expect.any(String),
      operatorId: expect.any(String),
      address: expect.stringMatching(/^0x[0-9a-f]{40}$/),
      network: 'Polygon',
      balance: expect.any(Number),
      status: expect.any(String),
    });
  });

  it('credit cost: GET, PUT then GET, and validation', async () => {
    const token = await tokenFor('ROLE_SUPER_ADMIN');
    const rows = (await call('/billing-settings/credit-cost', { token })).body as {
      id: string;
      action: string;
      credits: number;
    }[];
    expect(rows[0]).toEqual({
      id: rows[0]!.action,
      action: expect.any(String),
      credits: expect.any(Number),
    });
    await call('/billing-settings/credit-cost', {
      method: 'PUT',
      token,
      body: [{ action: rows[0]!.action, credits: 9 }],
    });
    expect(
      ((await call('/billing-settings/credit-cost', { token })).body as typeof rows)[0]!.credits,
    ).toBe(9);
    const bad = await call('/billing-settings/credit-cost', {
      method: 'PUT',
      token,
      body: [{ action: 'NOPE', credits: 1 }],
    });
    expect(bad.body).toMatchObject({ errors: { NOPE: expect.any(String) } });
  });
});
