/**
 * The onboarding's balance check shows what the wallet holds against what the deploy needs, each
 * through the one number formatter: a figure the API left out or could not give is "—", never
 * "undefined" nor a made-up 0.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { TokenomicsStep } from '../../../src/features/web3/onboarding/TokenomicsStep';
import { consoleWrapper } from '../../operator/support';

function renderStep(balance: unknown) {
  const dataProvider = {
    getIntegration: vi.fn(async () => ({ enabled: true, flow: 'INSTANT_CREATE' })),
    getTokenomics: vi.fn(async () => ({
      name: 'Nova Token',
      symbol: 'NOVA',
      totalSupply: 1000000,
      decimals: 18,
    })),
    getPreDeployBalance: vi.fn(async () => balance),
  };
  const { Wrapper } = consoleWrapper({ dataProvider });
  render(
    <MemoryRouter>
      <Wrapper>
        <TokenomicsStep type="INSTANT_CREATE" />
      </Wrapper>
    </MemoryRouter>,
  );
}

describe('the balance before the deploy', () => {
  it('shows each holding against its need, grouped as every figure of the console', async () => {
    renderStep({ balances: { POL: 12500.5 }, required: { POL: 2 }, sufficient: true });
    expect(await screen.findByText('12 500.5 POL (needs 2)')).toBeInTheDocument();
  });

  it('shows "—" for a holding or a need it does not know', async () => {
    renderStep({
      balances: { POL: undefined, USDC: 40 },
      required: { POL: 2 },
      sufficient: false,
    });
    expect(await screen.findByText('— POL (needs 2)')).toBeInTheDocument();
    expect(screen.getByText('40 USDC (needs —)')).toBeInTheDocument();
    expect(screen.queryByText(/undefined|needs 0\)/)).toBeNull();
  });
});
