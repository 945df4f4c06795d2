/**
 * A web3 state call that keeps failing behaves like any other start-up load of
 * §8. The loader leaves and never comes back, the page stays mounted, one toast, the read retried
 * with §9's back-off and then left alone until the operator presses Retry.
 *
 * The real start-up loads, data provider and HTTP client against a recording API stub (msw); only
 * the timers are fake, moved by minutes to count the calls the back-off allows.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useEffect, useState, type ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartupLoader } from '../../../src/app/StartupLoader';
import { useSettled } from '../../../src/app/useSettled';
import { createDataProvider } from '../../../src/data/dataProvider';
import { createQueryClient } from '../../../src/data/queryClient';
import { DeployStatusCard } from '../../../src/features/web3/DeployStatusCard';
import { useDeployState } from '../../../src/features/web3/useDeployState';
import { en } from '../../../src/i18n/en';
import { consolePagesMessagesEn } from '../../../src/i18n/en/consolePages';
import { lookup } from '../../../src/i18n/merge';
import { useStartupStatus, type StartupStatus } from '../../../src/operator';
import type { ConsoleDataValue } from '../../../src/operator/consoleDataContext';
import { setupRecordingApi } from '../../data/support';
import { ConsoleDataHarness, notifyOnMicrotasks, WEB3_INSTALLED } from '../../operator/support';

const api = setupRecordingApi();
const OPERATOR = '7';
const DEPLOY_STATUS = `/api/v1/operator/${OPERATOR}/custody/integration/deploy-status`;
const WEB3_TEXT = consolePagesMessagesEn.pages.web3;
const NOT_LOADED = WEB3_TEXT.notLoaded;

/** What the API answers: the web3 group installed; deploy-status as `web3` says. */
function answerWith(web3: () => Response) {
  api.answer = (request) => {
    const path = new URL(request.url).pathname;
    if (path === DEPLOY_STATUS) return web3();
    if (path === `/api/v1/operator-feature/${OPERATOR}`) return HttpResponse.json(WEB3_INSTALLED);
    if (path.endsWith('/feature-flags')) return HttpResponse.json([]);
    return HttpResponse.json({});
  };
}
/** Failing: a runaway loop is cut off after 20 calls, so it fails the counts instead of spinning. */
const failing = (status: number) => () =>
  web3Calls() > 20
    ? HttpResponse.json({ status: 'NONE', type: null })
    : HttpResponse.json({ message: 'Custody is down' }, { status });

const web3Calls = () => api.calls.filter((c) => c.url === DEPLOY_STATUS).length;
const toastTexts = () => api.toasts.map((n) => lookup(en, n.message) ?? n.message);

const statuses: StartupStatus['status'][] = [];
let mounts = 0;

/** The Gate's part that matters here: the page drawn once the guard can decide, the loader over it. */
function Shell({ children }: { children: ReactNode }) {
  const startup = useStartupStatus();
  useEffect(() => void statuses.push(startup.status), [startup.status]);
  const settled = useSettled(startup.status === 'ready', startup.settledAt);
  if (startup.status === 'loading') return <StartupLoader />;
  return (
    <>
      {children}
      {!settled && <StartupLoader />}
    </>
  );
}

/** A web3 page as the real ones read the state: its own observer, the status card. */
function Web3Page() {
  useEffect(() => void mounts++, []);
  return (
    <>
      <h1>Web3 Setup</h1>
      <DeployStatusCard loaded={useDeployState()} />
    </>
  );
}

/** A second web3 page, opened later (the operator goes from one to the other). */
function TwoPages() {
  const [second, setSecond] = useState(false);
  return (
    <>
      <Web3Page />
      <button onClick={() => setSecond(true)}>open another web3 page</button>
      {second && <StatusOnly />}
    </>
  );
}
function StatusOnly() {
  return <DeployStatusCard loaded={useDeployState()} />;
}

function renderConsole(page: ReactNode = <Web3Page />) {
  const value: ConsoleDataValue = {
    operatorId: OPERATOR,
    role: 'ROLE_ADMIN',
    queryClient: createQueryClient(),
    dataProvider: createDataProvider(OPERATOR),
  };
  return render(
    <ConsoleDataHarness value={value}>
      <AdminContext
        dataProvider={value.dataProvider}
        queryClient={value.queryClient}
        store={memoryStore()}
      >
        <Shell>{page}</Shell>
      </AdminContext>
    </ConsoleDataHarness>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const loader = () => screen.queryByTestId('startup-loader');
const FIVE_MINUTES = 5 * 60 * 1000;

beforeEach(() => {
  statuses.length = 0;
  mounts = 0;
  notifyOnMicrotasks();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

describe('web3 state that keeps failing (§8/§9)', () => {
  it('a server error: the loader leaves once, the page stays, one toast, 1 + 3 calls in five minutes', async () => {
    answerWith(failing(500));
    renderConsole();
    await advance(250);
    expect(loader()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Web3 Setup' })).toBeInTheDocument();

    await advance(FIVE_MINUTES);
    // §9: three retries with back-off after the first call, then nothing on its own.
    expect(web3Calls()).toBe(4);
    expect(toastTexts()).toEqual(['Custody is down']);
    expect(mounts).toBe(1);
    expect(statuses).toEqual(['loading', 'ready']);
    expect(loader()).toBeNull();
    expect(screen.getByText(NOT_LOADED)).toBeInTheDocument();
  });

  it('Retry asks again (with its own retries and one toast), the page still in place', async () => {
    answerWith(failing(500));
    renderConsole();
    await advance(FIVE_MINUTES);
    expect(web3Calls()).toBe(4);

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(web3Calls()).toBe(5);
    expect(loader()).toBeNull();
    await advance(FIVE_MINUTES);
    expect(web3Calls()).toBe(8);
    expect(toastTexts()).toEqual(['Custody is down', 'Custody is down']);
    expect(mounts).toBe(1);
    expect(statuses).toEqual(['loading', 'ready']);
  });

  it('Retry that succeeds shows the state', async () => {
    answerWith(failing(500));
    renderConsole();
    await advance(FIVE_MINUTES);
    answerWith(() => HttpResponse.json({ status: 'DONE', type: 'INSTANT_CREATE' }));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    await advance(0);
    expect(screen.getByText(WEB3_TEXT.statuses.DONE)).toBeInTheDocument();
    expect(screen.queryByText(NOT_LOADED)).toBeNull();
    expect(mounts).toBe(1);
  });

  it('a client error is not retried: one call, one toast', async () => {
    answerWith(failing(403));
    renderConsole();
    await advance(FIVE_MINUTES);
    expect(web3Calls()).toBe(1);
    expect(toastTexts()).toEqual(['Custody is down']);
    expect(screen.getByText(NOT_LOADED)).toBeInTheDocument();
  });

  it('a retry that succeeds fills the page in, after the one toast', async () => {
    let calls = 0;
    answerWith(() =>
      ++calls === 1 ? failing(500)() : HttpResponse.json({ status: 'NONE', type: null }),
    );
    renderConsole();
    await advance(5000);
    expect(web3Calls()).toBe(2);
    expect(toastTexts()).toEqual(['Custody is down']);
    expect(screen.getByText(WEB3_TEXT.statuses.NONE)).toBeInTheDocument();
  });

  it('a web3 page opened after the failure shows it with Retry, without calling again', async () => {
    answerWith(failing(500));
    renderConsole(<TwoPages />);
    await advance(FIVE_MINUTES);
    expect(web3Calls()).toBe(4);
    await act(
      async () =>
        void fireEvent.click(screen.getByRole('button', { name: 'open another web3 page' })),
    );
    await advance(FIVE_MINUTES);
    expect(web3Calls()).toBe(4);
    expect(screen.getAllByText(NOT_LOADED)).toHaveLength(2);
  });
});
