import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ManagePlanDialog from '../../../src/features/billing/ManagePlanDialog';
import { restoreScreenAfterEach, screenWidth } from '../../support/viewport';
import { renderBilling } from './support';

restoreScreenAfterEach();
vi.setConfig({ testTimeout: 30_000 });

const WAIT = { timeout: 10_000 };

describe('Manage Plan on a phone', () => {
  it('stacks one block per plan, each with its selector, price and feature checks, and no table', async () => {
    screenWidth(390);
    renderBilling(<ManagePlanDialog open onClose={() => undefined} />);
    const d = await screen.findByRole('dialog', { name: 'Manage Plan' }, WAIT);
    const plans = await within(d).findByRole('list', { name: 'Plans and their features' }, WAIT);
    expect(within(d).queryByRole('table')).toBeNull();
    const blocks = within(plans)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === plans);
    expect(blocks).toHaveLength(4);
    for (const block of blocks) {
      expect(within(block).getByRole('radio')).toBeInTheDocument();
      expect(within(block).getAllByTitle(/^(Included|Not included)$/).length).toBeGreaterThan(0);
    }
    // The current plan's block carries the chip and its price; the last one asks for a price.
    expect(within(blocks[2]!).getByText('Current Plan')).toBeInTheDocument();
    expect(within(blocks[2]!).getByText('$199 / month')).toBeInTheDocument();
    expect(within(blocks[3]!).getByRole('button', { name: 'Request a Price' })).toBeInTheDocument();
  });

  it("puts the focus on the current plan's choice once the plans are drawn, not on the dialog box", async () => {
    screenWidth(390);
    renderBilling(<ManagePlanDialog open onClose={() => undefined} />);
    const d = await screen.findByRole('dialog', { name: 'Manage Plan' }, WAIT);
    const growth = await within(d).findByRole('radio', { name: /Growth/ }, WAIT);
    await waitFor(() => expect(growth).toHaveFocus(), WAIT);
    expect(growth).toBeChecked();
  });

  it('selects a plan from its block, as the table does', async () => {
    screenWidth(390);
    renderBilling(<ManagePlanDialog open onClose={() => undefined} />);
    const d = await screen.findByRole('dialog', { name: 'Manage Plan' }, WAIT);
    const starter = await within(d).findByRole('radio', { name: /Starter/ }, WAIT);
    await userEvent.click(starter);
    expect(starter).toBeChecked();
    expect(within(d).getByRole('button', { name: 'Downgrade' })).toBeEnabled();
  });
});
