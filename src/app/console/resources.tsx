import type { ReactElement } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { RESOURCES } from '../../generated/endpoints';
import { PAGES } from '../../generated/pages';
import { ROUTES } from '../../generated/routes';
import type { PageDef, ResourceDef, RouteDef } from '../../model/types';
import { RoutePage } from './RoutePage';

/** A schema resource and the APP routes drawn under it. */
export interface ResourcePlan {
  readonly name: string;
  /** The route at the resource's root (`/users`): react-admin's list slot. */
  readonly list?: RouteDef;
  /** Routes below the root (`/users/:userId`, `/events/new`), as paths relative to it. */
  readonly children: readonly { readonly path: string; readonly route: RouteDef }[];
}

export interface ConsolePlan {
  readonly resources: readonly ResourcePlan[];
  /** APP routes whose first path segment names no resource: custom routes. */
  readonly custom: readonly RouteDef[];
}

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/**
 * Sorts the schema's APP routes into react-admin's shape. react-admin mounts a resource at
 * `/${name}/*` only, so a route belongs to a resource exactly when its first path segment is the
 * resource's name: its root is the list slot, anything below it a child route of the resource.
 * The spec's paths are kept as they are: `/events/new` (react-admin would say `/events/create`)
 * and `/users/:userId` are child routes, so each page reads its own parameter names.
 */
export function planConsole(
  routes: readonly RouteDef[] = ROUTES,
  resourceNames: readonly string[] = Object.keys(RESOURCES),
): ConsolePlan {
  const app = routes.filter((r) => r.layout === 'APP' && (r.page || r.component));
  const names = new Set(resourceNames);
  const resources = resourceNames.map((name) => {
    const mine = app.filter((r) => firstSegment(r.path) === name);
    const list = mine.find((r) => r.path === `/${name}`);
    const children = mine
      .filter((r) => r !== list)
      .map((route) => ({ path: route.path.slice(name.length + 2), route }));
    return { name, ...(list ? { list } : {}), children };
  });
  const custom = app.filter((r) => !names.has(firstSegment(r.path)));
  return { resources, custom };
}

/**
 * Each resource's name in words (a message key), for react-admin's texts about it ("No %{name}
 * found"): the schema's own `label`, else the title of the page that lists it (a tab's label, a
 * route's title), else its code in words (`billingHistory`: "Billing history"). react-admin's own
 * default shows the code ("No Missionmoderations found").
 */
export function resourceLabels(
  routes: readonly RouteDef[] = ROUTES,
  resources: Readonly<Record<string, ResourceDef>> = RESOURCES,
  pages: Readonly<Record<string, PageDef>> = PAGES,
): Record<string, string> {
  const found: Record<string, string> = {};
  const visit = (page: PageDef | undefined, title: string) => {
    if (page?.kind === 'list') found[page.resource] ??= title;
    if (page?.kind === 'tabs') page.tabs.forEach((t) => visit(t.page, t.label));
  };
  for (const route of routes) if (route.page) visit(pages[route.page], route.title);
  const words = (name: string) => {
    const text = name.replace(/([A-Z])/g, ' $1').toLowerCase();
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  return Object.fromEntries(
    Object.entries(resources).map(([name, def]) => [name, def.label ?? found[name] ?? words(name)]),
  );
}

/** Whether a child path is a record page (`:id`, `:userId`): react-admin's edit path shape. */
export const isRecordPath = (path: string) => /^:\w+$/.test(path);

type PageOf = (route: RouteDef) => ReactElement;
const routePage: PageOf = (route) => <RoutePage route={route} />;

/**
 * `<Admin>`'s children, drawn from the schema: one `<Resource>` per schema resource and one
 * custom route per APP route with no resource behind it. Resources no route shows (members,
 * missionModeration…) are registered bare all the same, so react-admin knows them (canAccess,
 * useCreatePath, the dataProvider's resource names).
 */
export function consoleChildren(
  plan: ConsolePlan = planConsole(),
  page: PageOf = routePage,
  labels: Readonly<Record<string, string>> = resourceLabels(),
) {
  return [
    ...plan.resources.map((resource) => (
      <Resource
        key={resource.name}
        name={resource.name}
        list={resource.list ? page(resource.list) : undefined}
        options={{ label: labels[resource.name] }}
        // A record page sits where react-admin's edit path points (`/users/7`), so useCreatePath's
        // 'edit' links and DataTable's rowClick="edit" land on it; nothing else uses the flag.
        hasEdit={resource.children.some((c) => isRecordPath(c.path))}
      >
        {resource.children.map(({ path, route }) => (
          <Route key={route.name} path={path} element={page(route)} />
        ))}
      </Resource>
    )),
    // Custom routes: the pages here (dashboard, basic setup, my widget, settings, web3, billing,
    // tap-to-earn, referral, billing-settings) have no schema resource at their first path
    // segment — they are hand-written features, tabbed settings over several endpoints, or a
    // resource shown at a spec path that is not its name (/billing-settings is creditCost,
    // /referral holds referralCodes), which react-admin's `/${name}/*` mount cannot express.
    <CustomRoutes key="custom">
      {plan.custom.map((route) => (
        <Route key={route.name} path={route.path.replace(/^\/+/, '')} element={page(route)} />
      ))}
    </CustomRoutes>,
  ];
}
