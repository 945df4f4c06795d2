import { describe, expect, it } from 'vitest';
import { loadOperatorData } from '../../src/operator/loadOperatorData';
import { controlledFetchers, FLAGS_WITH_BILLING, WEB3_INSTALLED } from '../app/support';

const controlled = controlledFetchers;

describe('start-up loads (§2): two waves at most, never a chain', () => {
  it('starts operator, token, flags, progress, features and account at once, nothing else', () => {
    const c = controlled();
    void loadOperatorData(c.fetchers, { canReadBilling: true });
    expect(c.started.sort()).toEqual(
      ['accountInfo', 'features', 'flags', 'operatorInfo', 'progress', 'tokenInfo'].sort(),
    );
  });

  it('starts billing info the moment the flags allow it, before the other first-wave calls end', async () => {
    const c = controlled();
    void loadOperatorData(c.fetchers, { canReadBilling: true });
    await c.settle('flags', FLAGS_WITH_BILLING);
    expect(c.started).toContain('billingInfo');
    expect(c.started).not.toContain('web3State');
  });

  it('starts web3 state the moment the features show the web3 group installed', async () => {
    const c = controlled();
    void loadOperatorData(c.fetchers, { canReadBilling: true });
    await c.settle('features', WEB3_INSTALLED);
    expect(c.started).toContain('web3State');
    expect(c.started).not.toContain('billingInfo');
  });

  it('never loads billing info without billing read permission or without the BILLING flag (§6)', async () => {
    const denied = controlled();
    void loadOperatorData(denied.fetchers, { canReadBilling: false });
    await denied.settle('flags', FLAGS_WITH_BILLING);
    expect(denied.started).not.toContain('billingInfo');

    const flagOff = controlled();
    void loadOperatorData(flagOff.fetchers, { canReadBilling: true });
    await flagOff.settle('flags', [{ id: 1, code: 'BILLING', enabled: false }]);
    expect(flagOff.started).not.toContain('billingInfo');
  });

  it('settles with every part, leaving failed loads empty instead of failing the console (§8)', async () => {
    const c = controlled();
    const done = loadOperatorData(c.fetchers, { canReadBilling: true });
    await c.settle('flags', FLAGS_WITH_BILLING);
    await c.settle('features', WEB3_INSTALLED);
    await c.settle('accountInfo', { login: 'ops@example.com', role: 'ROLE_ADMIN' });
    await c.fail('operatorInfo');
    await c.settle('tokenInfo', { internalCurrencyName: null });
    await c.settle('progress', { authSettings: true });
    await c.settle('billingInfo', { planName: 'Pro', planPrice: 99, status: 'ACTIVE' });
    await c.settle('web3State', { status: 'STARTED' });
    const data = await done;
    expect(data.login).toBe('ops@example.com');
    expect(data.operatorInfo).toBeNull();
    expect(data.billingInfo?.planName).toBe('Pro');
    expect(data.web3Status).toBe('STARTED');
  });
});
