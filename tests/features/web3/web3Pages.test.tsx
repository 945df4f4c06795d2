/**
 * The web3 pages never contradict themselves. The way forward matches the status card
 * ("Deploy finished" never beside "Continue the setup"), and a live token shows its name, supply
 * and decimals, never "—" for them.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DEPLOY_STATUSES, setupAction } from '../../../src/features/web3/deployStatus';
import Web3Loyalty from '../../../src/features/web3/Web3Loyalty';
import Web3Setup from '../../../src/features/web3/Web3Setup';
import { consolePagesMessagesEn } from '../../../src/i18n/en/consolePages';
import { web3MessagesEn } from '../../../src/i18n/en/web3';
import { consoleWrapper } from '../../operator/support';

const STATUS = consolePagesMessagesEn.pages.web3.statuses;
const SETUP = web3MessagesEn.web3.setup;
const FIELDS = web3MessagesEn.web3.tokenomics.fields;
const LOYALTY = web3MessagesEn.web3.loyalty;

describe('the one way forward for a deploy status', () => {
  it.each<[string | null, string]>([
    ...DEPLOY_STATUSES.map((s): [string, string] => [
      s,
      s === 'DONE' ? 'open' : s === 'NONE' ? 'start' : 'continue',
    ]),
    [null, 'start'],
    ['SOMETHING_NEW', 'start'],
  ])('%s → %s', (status, action) => {
    expect(setupAction(status)).toBe(action);
  });
});

/** A web3 page at /web3/<page> with the API answering as given (a pending promise: still loading). */
function renderPage(
  page: 'setup' | 'loyalty',
  answers: { deployStatus: unknown; tokenomics?: unknown | Promise<unknown> },
) {
  const dataProvider = {
    getDeployStatus: vi.fn(async () => answers.deployStatus),
    getTokenomics: vi.fn(() => Promise.resolve(answers.tokenomics ?? {})),
    getIntegration: vi.fn(async () => ({ enabled: true })),
    getAirdropWeb3: vi.fn(async () => ({ enabled: false })),
  };
  const { Wrapper } = consoleWrapper({ dataProvider });
  // The router outside: react-admin's context uses it instead of making its own.
  render(
    <MemoryRouter initialEntries={[`/web3/${page}`]}>
      <Wrapper>
        <Routes>
          <Route path="/web3/setup" element={<Web3Setup />} />
          <Route path="/web3/loyalty" element={<Web3Loyalty />} />
        </Routes>
      </Wrapper>
    </MemoryRouter>,
  );
}

/** The value shown for a token detail, by its label. */
/** A token detail's value, once there (its line shows a placeholder while it loads). */
async function detail(label: string): Promise<string> {
  const term = await screen.findByText(`${label}:`);
  const value = within(term.parentElement!).getByRole('definition');
  await waitFor(() => expect(value.textContent).not.toBe(''));
  return value.textContent ?? '';
}

describe('Web3 Setup', () => {
  it('a finished deploy offers to open Web3 Loyalty, not to continue the setup', async () => {
    renderPage('setup', { deployStatus: { status: 'DONE', type: 'INSTANT_CREATE' } });
    expect(await screen.findByText(STATUS.DONE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SETUP.open })).toHaveAttribute('href', '/web3/loyalty');
    expect(screen.queryByRole('link', { name: SETUP.continue })).toBeNull();
  });

  it.each([
    ['NONE', SETUP.start],
    ['WALLET_CREATED', SETUP.continue],
    ['ERROR', SETUP.continue],
  ])('%s: "%s", to the onboarding', async (status, label) => {
    renderPage('setup', { deployStatus: { status, type: null } });
    const link = await screen.findByRole('link', { name: label });
    expect(link).toHaveAttribute('href', '/web3/onboarding');
    expect(screen.getAllByRole('link', { name: /web3 loyalty|setup/i })).toHaveLength(1);
  });
});

describe('Web3 Loyalty', () => {
  const live = {
    status: 'DONE',
    type: 'INSTANT_CREATE',
    data: { contractAddress: '0xabc', chainId: 137, symbol: 'NOVA', poolAddress: '0xdef' },
  };

  it('a live token: its name, supply and decimals, nothing saying it is not deployed', async () => {
    renderPage('loyalty', {
      deployStatus: live,
      tokenomics: { name: 'Nova Token', symbol: 'NOVA', totalSupply: 1000000, decimals: 18 },
    });
    expect(await detail(FIELDS.name)).toBe('Nova Token');
    // The console's one number style (thousands apart), not the API's bare figure.
    expect(await detail(FIELDS.totalSupply)).toBe('1 000 000');
    expect(await detail(FIELDS.decimals)).toBe('18');
    expect(screen.queryByText(LOYALTY.notDeployed)).toBeNull();
    expect(screen.queryByRole('link', { name: SETUP.continue })).toBeNull();
  });

  it('what the tokenomics lack is taken from the deploy', async () => {
    renderPage('loyalty', {
      deployStatus: { ...live, data: { ...live.data, name: 'Nova Token', decimals: 18 } },
      tokenomics: {},
    });
    expect(await detail(FIELDS.name)).toBe('Nova Token');
    expect(await detail(FIELDS.symbol)).toBe('NOVA');
    expect(await detail(FIELDS.decimals)).toBe('18');
  });

  it('while the tokenomics load, no "—" in their place: their lines wait, marked busy', async () => {
    renderPage('loyalty', { deployStatus: live, tokenomics: new Promise(() => undefined) });
    expect(await screen.findByText(STATUS.DONE)).toBeInTheDocument();
    const term = screen.getByText(`${FIELDS.name}:`);
    expect(within(term.parentElement!).getByRole('definition')).not.toHaveTextContent('—');
    expect(term.closest('dl')).toHaveAttribute('aria-busy', 'true');
  });

  it('a deploy not finished: the way to continue it, and that the token is not deployed', async () => {
    renderPage('loyalty', { deployStatus: { status: 'STARTED', type: 'INSTANT_CREATE' } });
    expect(await screen.findByRole('link', { name: SETUP.continue })).toBeInTheDocument();
    expect(screen.getByText(LOYALTY.notDeployed)).toBeInTheDocument();
  });

  it.each(['NONE', 'WALLET_CREATED', 'STARTED', 'TOKEN_DEPLOYED', 'ERROR'])(
    '%s: no custody switch and no airdrop Save for a program not live, each says when it opens',
    async (status) => {
      renderPage('loyalty', { deployStatus: { status, type: 'INSTANT_CREATE' } });
      expect(await screen.findAllByText(LOYALTY.opensWhenDeployed)).toHaveLength(2);
      expect(screen.getByRole('heading', { name: LOYALTY.integration })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: LOYALTY.airdrop })).toBeInTheDocument();
      expect(screen.queryByRole('switch')).toBeNull();
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(screen.queryByRole('button', { name: LOYALTY.save })).toBeNull();
    },
  );

  it('a live program: the custody switch and the airdrop settings with Save', async () => {
    renderPage('loyalty', { deployStatus: live, tokenomics: {} });
    await waitFor(
      () => expect(screen.getByRole('switch', { name: LOYALTY.integrationEnabled })).toBeChecked(),
      { timeout: 5000 },
    );
    expect(await screen.findByRole('button', { name: LOYALTY.save })).toBeEnabled();
    expect(screen.queryByText(LOYALTY.opensWhenDeployed)).toBeNull();
  });
});
