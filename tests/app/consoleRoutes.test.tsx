import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Admin, memoryStore, testDataProvider, useCreatePath } from 'react-admin';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  consoleChildren,
  isRecordPath,
  planConsole,
  resourceLabels,
} from '../../src/app/console/resources';
import { PAGES } from '../../src/generated/pages';
import { RESOURCES } from '../../src/generated/endpoints';
import { ROUTES } from '../../src/generated/routes';
import type { RouteDef } from '../../src/model/types';

/** A stand-in for every page: names itself, the path parameters it reads and react-admin's edit link. */
function FakePage({ name }: { name: string }) {
  const params = useParams();
  const createPath = useCreatePath();
  return (
    <p>
      {`${name} ${JSON.stringify({ ...params, '*': undefined, operatorId: undefined })}`}
      <span data-testid="users-edit">{createPath({ resource: 'users', type: 'edit', id: 7 })}</span>
    </p>
  );
}
const fakePage = (route: RouteDef) => <FakePage name={route.name} />;
const Bare = ({ children }: { children: ReactNode }) => <>{children}</>;

/** The console's registered resources and routes inside a real `<Admin>`, as App.tsx mounts it. */
function renderAt(url: string, basename = '') {
  const admin = (
    <Admin
      basename={basename}
      dataProvider={testDataProvider()}
      queryClient={new QueryClient()}
      store={memoryStore()}
      layout={Bare}
      disableTelemetry
    >
      {consoleChildren(planConsole(), fakePage)}
    </Admin>
  );
  const router = createMemoryRouter(
    [
      { path: '/operators/:operatorId/*', element: admin },
      { path: '*', element: admin },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

const APP = (ROUTES as readonly RouteDef[]).filter(
  (r) => r.layout === 'APP' && (r.page || r.component),
);
const sample = (path: string) => path.replace(/:(\w+)/g, (_, p: string) => `${p}-1`);
const paramsOf = (path: string) =>
  Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, p]) => [p, `${p}-1`]));

describe('console routes: the schema registered as react-admin resources and custom routes', () => {
  it('places every APP route exactly once: under the resource its first segment names, else custom', () => {
    const plan = planConsole();
    const placed = [
      ...plan.resources.flatMap((r) => [
        ...(r.list ? [r.list] : []),
        ...r.children.map((c) => c.route),
      ]),
      ...plan.custom,
    ].map((r) => r.name);
    expect([...placed].sort()).toEqual(APP.map((r) => r.name).sort());
    for (const route of plan.custom) {
      expect(Object.keys(RESOURCES)).not.toContain(route.path.split('/')[1]);
    }
    expect(placed).not.toContain('Login');
  });

  it('registers every schema resource, also those no route shows', () => {
    const names = planConsole().resources.map((r) => r.name);
    expect(names).toEqual(Object.keys(RESOURCES));
    expect(names).toEqual(expect.arrayContaining(['members', 'missionModeration']));
  });

  it.each(APP.map((r) => [sample(r.path), r]))(
    '%s renders its page at its spec path, reading its own parameters',
    async (url, route) => {
      renderAt(url);
      expect(
        await screen.findByText(`${route.name} ${JSON.stringify(paramsOf(route.path))}`),
      ).toBeInTheDocument();
    },
  );

  it.each([
    ['/users/7', 'UserData {"userId":"7"}'],
    ['/events/new', 'EventNew {}'],
    ['/events/12', 'EventDetails {"id":"12"}'],
    ['/missions/new', 'MissionNew {}'],
    ['/missions/3', 'MissionDetails {"id":"3"}'],
    ['/dashboard/missions-insights', 'MissionsInsights {}'],
  ])('the super admin operator view: /operators/42%s renders %s', async (path, text) => {
    renderAt(`/operators/42${path}`, '/operators/42');
    expect(await screen.findByText(text)).toBeInTheDocument();
    // react-admin's own record link is the spec's record path, under the mount.
    expect(screen.getByTestId('users-edit')).toHaveTextContent('/operators/42/users/7');
  });

  it("uses react-admin's edit path shape for every record page (`/<resource>/:param`)", () => {
    for (const resource of planConsole().resources) {
      for (const child of resource.children) {
        // A page of another resource may sit below this one (/missions/categories/:id).
        const page = child.route.page ? PAGES[child.route.page as keyof typeof PAGES] : undefined;
        const own = !page || !('resource' in page) || page.resource === resource.name;
        if (own) expect(isRecordPath(child.path) || child.path === 'new').toBe(true);
      }
    }
  });

  it.each([
    ['its own label first', { label: 'resources.a.name' }, 'resources.a.name'],
    ['else the label of the tab that lists it', {}, 'tabs.Home.things'],
    ['else its code in words', { list: 'x.y' }, 'Other thing'],
  ] as const)("names a resource in words for react-admin's texts: %s", (_what, def, expected) => {
    const routes = [{ name: 'Home', path: '/home', title: 'routes.Home.title', page: 'Home' }];
    const pages = {
      Home: {
        kind: 'tabs',
        tabs: [{ id: 'things', label: 'tabs.Home.things', page: list('thing') }],
      },
    };
    const name = 'label' in def ? 'thing' : 'list' in def ? 'otherThing' : 'thing';
    const labels = resourceLabels(
      routes as never,
      { [name]: { name, section: 'X', ...def } },
      pages as never,
    );
    expect(labels[name]).toBe(expected);
  });

  it("names a resource listed by a route page after the route's title", () => {
    const labels = resourceLabels(
      [{ name: 'Things', path: '/things', title: 'routes.Things.title', page: 'Things' }] as never,
      { thing: { name: 'thing', section: 'X' } },
      { Things: list('thing') } as never,
    );
    expect(labels.thing).toBe('routes.Things.title');
  });
});

function list(resource: string) {
  return { kind: 'list', resource, columns: [], filters: [] };
}
