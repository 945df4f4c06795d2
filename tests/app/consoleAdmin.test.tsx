import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  Profiler,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  Admin,
  memoryStore,
  testDataProvider,
  useResourceDefinitions,
  type ResourceDefinitions,
} from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConsoleAdmin } from '../../src/overrides/app/ConsoleAdmin';
import { i18nProvider } from '../../src/app/console/i18nProvider';
import { consoleChildren, planConsole } from '../../src/app/console/resources';
import { RESOURCES } from '../../src/generated/endpoints';
import type { RouteDef } from '../../src/model/types';

const Bare = ({ children }: { children: ReactNode }) => <>{children}</>;

interface Seen {
  /** When the page first committed, and when the console first did (React Profiler commit times). */
  pageCommit: number | null;
  consoleCommit: number | null;
  /** The resource definitions the page saw, at its first render and at its last. */
  first: ResourceDefinitions | null;
  last: ResourceDefinitions | null;
}

const nothingSeen = (): Seen => ({
  pageCommit: null,
  consoleCommit: null,
  first: null,
  last: null,
});

function probePages(seen: Seen) {
  function Page({ name }: { name: string }) {
    const definitions = useResourceDefinitions();
    const [first] = useState(definitions);
    useEffect(() => {
      seen.first ??= first;
      seen.last = definitions;
    }, [first, definitions]);
    return (
      <Profiler
        id="page"
        onRender={(_id, _phase, _actual, _base, _start, commitTime) => {
          seen.pageCommit ??= commitTime;
        }}
      >
        <p>{name}</p>
      </Profiler>
    );
  }
  return consoleChildren(planConsole(), (route: RouteDef) => <Page name={route.name} />);
}

function mount(url: string, admin: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: admin }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

/** The console's react-admin over stand-in pages that note what they saw. */
const consoleOver = (seen: Seen, layout: ComponentType<{ children: ReactNode }> = Bare) => (
  <ConsoleAdmin
    basename=""
    dataProvider={testDataProvider()}
    queryClient={new QueryClient()}
    i18nProvider={i18nProvider}
    layout={layout}
    resources={probePages(seen)}
  />
);

describe('ConsoleAdmin: react-admin drawn complete in its first commit', () => {
  it('draws the page in the first commit, every schema resource already defined', async () => {
    const seen = nothingSeen();
    mount(
      '/users',
      <Profiler
        id="console"
        onRender={(_id, _phase, _actual, _base, _start, commitTime) => {
          seen.consoleCommit ??= commitTime;
        }}
      >
        {consoleOver(seen)}
      </Profiler>,
    );
    expect(await screen.findByText('Users')).toBeInTheDocument();
    expect(seen.pageCommit).not.toBeNull();
    expect(seen.pageCommit).toBe(seen.consoleCommit);
    expect(Object.keys(seen.first ?? {}).sort()).toEqual(Object.keys(RESOURCES).sort());
    // The registering react-admin does after its first render changes nothing the page reads.
    expect(seen.last).toBe(seen.first);
  });

  it('draws its layout once: react-admin reading its routes does not draw the console again', async () => {
    const draws = { layout: 0 };
    function CountingLayout({ children }: { children: ReactNode }) {
      // Without dependencies: after each drawing of the layout.
      useEffect(() => void (draws.layout += 1));
      return <>{children}</>;
    }
    mount('/users', consoleOver(nothingSeen(), CountingLayout));
    await screen.findByText('Users');
    await act(async () => await new Promise((done) => setTimeout(done, 50)));
    expect(draws.layout).toBe(1);
  });

  it('defines each resource as react-admin’s own registering does', async () => {
    const ours = nothingSeen();
    mount('/users', consoleOver(ours));
    await screen.findByText('Users');
    document.body.innerHTML = '';

    const theirs = nothingSeen();
    mount(
      '/users',
      <Admin
        dataProvider={testDataProvider()}
        queryClient={new QueryClient()}
        store={memoryStore()}
        layout={Bare}
        disableTelemetry
      >
        {probePages(theirs)}
      </Admin>,
    );
    await waitFor(() =>
      expect(Object.keys(theirs.last ?? {}).sort()).toEqual(Object.keys(RESOURCES).sort()),
    );
    expect(ours.first).toEqual(theirs.last);
  });
});
