/**
 * The billing pages read their answers through the real data layer, so imperfect
 * answers take their defaults there instead of taking a page down. Each row was a crash
 * ("This page could not be shown", TypeError reading 'some'/'map') before answers were parsed.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Billing from '../../../src/features/billing/Billing';
import ManagePlanDialog from '../../../src/features/billing/ManagePlanDialog';
import { createDataProvider } from '../../../src/data/dataProvider';
import { setupRecordingApi } from '../../data/support';
import { GROWTH, PLANS, renderBilling } from './support';

const stub = setupRecordingApi();

function answerPlans(plans: unknown) {
  stub.answer = (request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/subscription/plan/available')) return HttpResponse.json(plans as object);
    if (path.endsWith('/billing-history'))
      return HttpResponse.json([], { headers: { 'Content-Range': 'billing-history */0' } });
    return HttpResponse.json({});
  };
}

const [free, starter, growth, enterprise] = PLANS.availablePlans;
const CASES = [
  {
    finding: 'a plan with info: null',
    plans: { ...PLANS, availablePlans: [free, starter, growth, { ...enterprise, info: null }] },
    shown: 'Enterprise',
  },
  { finding: 'plan/available answering {}', plans: {}, shown: null },
  {
    finding: 'a feature with plans: null',
    plans: { ...PLANS, features: [{ name: 'Airdrop', plans: null }] },
    shown: 'Growth',
  },
  {
    finding: 'a plan option of the wrong type and a plan without a name',
    plans: { ...PLANS, availablePlans: [{ ...growth, info: 'many' }, { info: [] }] },
    shown: null,
  },
] as const;

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => open.mockRestore());

describe.each(CASES)('$finding', ({ plans, shown }) => {
  it('Billing shows its plans and every other part', async () => {
    answerPlans(plans);
    renderBilling(<Billing />, { api: createDataProvider('1001') as never, billingInfo: GROWTH });
    const section = await screen.findByRole('region', { name: 'Plans' });
    if (shown) expect(await within(section).findByText(shown)).toBeInTheDocument();
    // My Plan still shows the operator's plan.
    expect(screen.getAllByText(GROWTH.planName).length).toBeGreaterThan(0);
    expect(screen.queryByText(/could not be shown/)).not.toBeInTheDocument();
  });

  it('Manage Plan opens on its table', async () => {
    answerPlans(plans);
    renderBilling(<ManagePlanDialog open onClose={() => undefined} />, {
      api: createDataProvider('1001') as never,
      billingInfo: GROWTH,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Manage Plan' });
    const table = await within(dialog).findByRole('table', { name: 'Plans and their features' });
    if (shown) expect(await within(table).findByText(shown)).toBeInTheDocument();
    expect(screen.queryByText(/could not be shown/)).not.toBeInTheDocument();
  });
});

it('a feature with plans: null is included in no plan', async () => {
  answerPlans({ ...PLANS, features: [{ name: 'Airdrop', plans: null }] });
  renderBilling(<ManagePlanDialog open onClose={() => undefined} />, {
    api: createDataProvider('1001') as never,
  });
  const table = await screen.findByRole('table', { name: 'Plans and their features' });
  const row = await within(table).findByRole('row', { name: /Airdrop/ });
  expect(within(row).queryAllByTitle('Included')).toHaveLength(0);
  expect(within(row).getAllByTitle('Not included')).toHaveLength(PLANS.availablePlans.length);
});
