import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BillingChip from '../../../src/features/billing/BillingChip';
import { GROWTH, renderBilling } from './support';

describe('billing header chip (§2)', () => {
  it('shows the plan name; its popover has plan, status and usage as current / total credits', async () => {
    renderBilling(<BillingChip />);
    await userEvent.click(screen.getByRole('button', { name: 'Billing: Growth' }));
    const popover = screen.getByRole('dialog', { name: 'Your plan' });
    expect(within(popover).getByText('Growth')).toBeInTheDocument();
    expect(within(popover).getByText('Active')).toBeInTheDocument();
    expect(within(popover).getByText('18 750 / 25 000 credits')).toBeInTheDocument();
    expect(within(popover).getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
  });

  it.each([
    [700, 1000, 'primary'],
    [800, 1000, 'warning'],
    [1000, 1000, 'error'],
  ])('usage %s of %s colours the bar %s', async (currentUsage, total, colour) => {
    renderBilling(<BillingChip />, {
      billingInfo: { ...GROWTH, usage: { currentUsage, total } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Billing: Growth' }));
    const bar = within(screen.getByRole('dialog', { name: 'Your plan' })).getByRole('progressbar');
    expect(bar).toHaveAttribute('data-colour', colour);
    expect(bar.className).toContain(
      `MuiLinearProgress-color${colour[0]!.toUpperCase()}${colour.slice(1)}`,
    );
  });

  it('shows INACTIVE in the error style', async () => {
    renderBilling(<BillingChip />, { billingInfo: { ...GROWTH, status: 'INACTIVE' } });
    await userEvent.click(screen.getByRole('button', { name: 'Billing: Growth' }));
    const status = within(screen.getByRole('dialog', { name: 'Your plan' })).getByText('Inactive');
    expect(status.closest('.MuiChip-root')?.className).toContain('MuiChip-colorError');
  });

  it("says 'Locked' when operator info has locked: true", () => {
    renderBilling(<BillingChip />, { operatorInfo: { name: 'Orbit', locked: true } });
    const chip = screen.getByRole('button', { name: 'Billing: operator locked' });
    expect(chip).toHaveTextContent('Locked');
  });

  it('shows nothing when billing info failed to load (silent, §8) and the operator is not locked', () => {
    renderBilling(<BillingChip />, { billingInfo: null });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['/my-widget', '/billing'],
    ['/operators/42/users', '/operators/42/billing'],
  ])('View Details from %s goes to %s', async (from, to) => {
    renderBilling(<BillingChip />, { path: from });
    await userEvent.click(screen.getByRole('button', { name: 'Billing: Growth' }));
    await userEvent.click(screen.getByRole('button', { name: 'View Details' }));
    expect(screen.getByTestId('location')).toHaveTextContent(to);
  });

  it('Upgrade opens Manage Plan (loaded on demand)', async () => {
    renderBilling(<BillingChip />);
    await userEvent.click(screen.getByRole('button', { name: 'Billing: Growth' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByRole('dialog', { name: 'Manage Plan' })).toBeInTheDocument();
  });
});
