import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Admin, memoryStore, testDataProvider, useCreatePath } from 'react-admin';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { consoleChildren, isRecordPath, planConsole } from '../../src/app/console/resources';
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
        expect(isRecordPath(child.path) || child.path === 'new').toBe(true);
      }
    }
  });
});
