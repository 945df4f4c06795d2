import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeatureGroupCard } from '../../../src/features/widget/myWidget/FeatureGroupCard';
import { FREE, renderBilling } from '../billing/support';

const GROUP = {
  groupName: 'T2E',
  installed: false,
  featureGroups: [{ featureFlag: 'TAP_2_EARN', installed: false, locked: true }],
};

function card(role = 'ROLE_ADMIN', onToggle = vi.fn()) {
  renderBilling(
    <FeatureGroupCard
      group={GROUP}
      popular={false}
      noCode={false}
      busy={false}
      onToggle={onToggle}
    />,
    { billingInfo: FREE, role },
  );
  return onToggle;
}

describe('a feature the plan does not include (the plan gate)', () => {
  it('cannot be switched on; its reason names the plan, in words a screen reader reads with the switch', () => {
    card();
    const toggle = screen.getByRole('switch', { name: 'Tap to earn' });
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Not included in the Free plan.');
  });

  it('offers Upgrade, reachable by keyboard, opening Billing with Manage Plan', async () => {
    card();
    const upgrade = screen.getByRole('link', { name: 'Upgrade your plan for Tap to earn' });
    await userEvent.tab();
    expect(upgrade).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/billing?manage=plan');
  });

  it('a role that may not open Billing is told who can, and offered no link it would be refused', () => {
    card('ROLE_MARKETING');
    expect(screen.queryByRole('link')).toBeNull();
    const section = screen.getByRole('region');
    expect(
      within(section).getByText(/Your account administrator can upgrade the plan\./),
    ).toBeInTheDocument();
  });
});
