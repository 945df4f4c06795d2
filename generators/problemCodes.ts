/**
 * Every problem the generator can report, by the name the passes use. The README's problem-code
 * table and the broken fixtures are checked against this list (tests/generators/problemCodes.test.ts),
 * so a code is added, renamed or re-worded here and nowhere else.
 */
export interface ProblemKindInfo {
  /** Stable code printed in every problem line. */
  readonly code: string;
  /** What is wrong, as the README table says it. */
  readonly title: string;
  /** What to do about it, as the README table says it. */
  readonly fix: string;
}

export const PROBLEM_KINDS = {
  yamlSyntax: {
    code: 'Y001',
    title: 'YAML syntax: bad indentation, a missing quote or bracket, a duplicate key',
    fix: 'fix the line named in the message',
  },
  wrongType: {
    code: 'S001',
    title: 'a value has the wrong type (text where a number or a list belongs…)',
    fix: 'write a value of the type named in the message',
  },
  unknownKey: {
    code: 'S002',
    title: 'a key the file does not know (a typo, or a key at the wrong indentation)',
    fix: 'fix the spelling, or indent the key as the hint says',
  },
  missingKey: {
    code: 'S003',
    title: 'a required key is missing',
    fix: 'add the key',
  },
  valueNotAllowed: {
    code: 'S004',
    title: 'a value is not one of the allowed values (layout, page kind, method…)',
    fix: 'use one of the values listed in the message',
  },
  badValue: {
    code: 'S005',
    title: 'a value does not have the required form (a route name, a path, a code…)',
    fix: 'write it in the form the message shows',
  },
  unknownRole: {
    code: 'E001',
    title: 'unknown role or role group',
    fix: 'use a role code or group from `schema/roles.yaml`',
  },
  unknownSection: {
    code: 'E002',
    title: 'unknown permission section',
    fix: 'use a section or sub-section from `schema/permissions.yaml`',
  },
  unknownFeature: {
    code: 'E003',
    title: 'unknown feature group or feature',
    fix: 'use a group or feature from `schema/features.yaml`',
  },
  unknownFlag: {
    code: 'E004',
    title: 'unknown feature flag',
    fix: 'use a flag from `schema/features.yaml`',
  },
  unknownEndpoint: {
    code: 'E005',
    title: 'unknown endpoint',
    fix: 'use an endpoint name from `schema/endpoints.yaml`',
  },
  badValidator: {
    code: 'E006',
    title:
      'unknown validator, or a validator parameter that is unknown, missing or of the wrong type',
    fix: 'use a validator and parameters of `src/validation/catalogue.ts`',
  },
  duplicateId: {
    code: 'E007',
    title: 'duplicate menu group, menu item or tab id',
    fix: 'give each one its own id',
  },
  unknownRoute: {
    code: 'E008',
    title: 'unknown route (back target, home, menu target, row link…)',
    fix: 'use a route name from `schema/sections/*.yaml`',
  },
  duplicateRouteName: {
    code: 'E009',
    title: 'duplicate route name',
    fix: 'rename one of the routes',
  },
  duplicatePath: {
    code: 'E010',
    title: 'duplicate route path',
    fix: 'change one of the paths, or make the modes exclusive (adminOnly / nonAdmin)',
  },
  menuRouteRoles: {
    code: 'E011',
    title: 'a menu item points at a route that no role able to see the item may open',
    fix: "add such a role to the route, or change the item's section",
  },
  missingComponent: {
    code: 'E012',
    title: 'a page names a component that is not in the page registry `src/app/pageRegistry.ts`',
    fix: 'add it there as a lazy import of its file, or fix the name',
  },
  unknownResource: {
    code: 'E013',
    title: 'unknown resource',
    fix: 'use a resource from `schema/endpoints.yaml`',
  },
  duplicateDeclaration: {
    code: 'E014',
    title: 'duplicate role, section, flag, feature group or feature',
    fix: 'declare each one once',
  },
  conflictingText: {
    code: 'E015',
    title: 'two different texts for one message key',
    fix: 'use the same text, or a different field or id',
  },
  missingFile: {
    code: 'E016',
    title: 'an app-wide schema file is missing',
    fix: 'restore the file (app, roles, permissions, features, endpoints, menus)',
  },
  badIdParam: {
    code: 'E017',
    title: '`idParam` is not a parameter of the route path',
    fix: 'use a `:param` of the path',
  },
  noChoices: {
    code: 'E018',
    title: 'a select or an enum column has no choices',
    fix: 'add `choices:` or `choicesFrom:` (or `choicesEndpoint:` on a form field)',
  },
  badMenuItem: {
    code: 'E019',
    title: 'a menu item is neither a link nor a dropdown, or lacks an id or label',
    fix: 'give it `route:`, or `id:`, `label:` and `children:`',
  },
  wrongMethod: {
    code: 'E021',
    title: 'an endpoint with the wrong HTTP method for its use',
    fix: 'point at an endpoint with the method the message names',
  },
  resourceLacksEndpoint: {
    code: 'E030',
    title: 'a create or edit page (or its Delete) needs an endpoint its resource does not declare',
    fix: "add that endpoint to the resource's entry in `schema/endpoints.yaml`",
  },
  badPageSize: {
    code: 'E031',
    title: "a list's `perPage` is not one of its `perPageOptions`",
    fix: 'use one of the options, or add the size to `perPageOptions`',
  },
  unknownListField: {
    code: 'E032',
    title:
      "a list's `sort`, `filterDefaults` or `mobile` names a column, filter or choice the list does not have",
    fix: 'sort by a sortable column; default only declared filters, to one of their choices',
  },
  badLink: {
    code: 'E033',
    title: 'a column `link` points at a route without a path parameter',
    fix: 'link to a record route such as `/users/:userId`',
  },
  // Actions (list and show pages).
  actionWithoutId: {
    code: 'E034',
    title: "an action's endpoint path has no `{id}` for the record",
    fix: 'point at an endpoint whose path has `{id}`',
  },
  actionNobodyMayUse: {
    code: 'E035',
    title: "no role may update an action's section, so no one would see the action",
    fix: 'grant update on the section in `schema/permissions.yaml`, or name another `section:`',
  },
  bulkOnShowPage: {
    code: 'E036',
    title: '`bulk: true` on a show page (one record has no selection)',
    fix: 'remove `bulk:`, or move the action to a list page',
  },
  homeNotOpen: {
    code: 'E072',
    title: 'a home rule of a role names a page that role may not open (signing in would skip it)',
    fix: "add the role to the page's roles with read on its section (create too for a create page), or choose another home",
  },
  linkNobodyMayFollow: {
    code: 'E038',
    title:
      'a link on a page (dashboard card or button, column link, row click, related list, create button) points at a route that no one who may open the page may open',
    fix: 'add such a role to the target route (and read on its section), or remove the link',
  },
  relatedNoLink: {
    code: 'E040',
    title: "a related list cannot find the shown record's rows",
    fix: 'use a list endpoint with the id in its path, or add `target:`',
  },
  refreshField: {
    code: 'E041',
    title: "`refresh.field` is not one of the page's columns or fields",
    fix: 'name a field the page shows, or add it to the page',
  },
  rulesInput: {
    code: 'E042',
    title: '`input: rules` without `rules:`, or `rules:` on another input',
    fix: 'declare the rule fields under `rules:`, or remove them',
  },
  showWhenField: {
    code: 'E043',
    title:
      "a column's `showWhen` names a field that is not a column of the same page, or a value that is not one of that column's choices",
    fix: 'name a column the page shows (its `status`), with values among its choices',
  },
  // Dashboards (page kind `dashboard`): E050–E059.
  emptyDashboard: {
    code: 'E050',
    title: 'a dashboard has neither cards nor charts',
    fix: 'add `cards:` or `charts:`',
  },
  dashboardNoEndpoint: {
    code: 'E051',
    title: 'a dashboard card `field:`, chart or `range:` on a page without `endpoint:`',
    fix: 'add `endpoint:` (a GET endpoint taking `from`/`to`), or use `count:` cards',
  },
  dashboardCardSource: {
    code: 'E052',
    title: 'a dashboard card with both or neither of `field:` and `count:`',
    fix: 'keep one: `field:` (a figure of the endpoint) or `count:` (a list total)',
  },
  dashboardCountNotList: {
    code: 'E053',
    title: 'a dashboard card counts a resource that has no `list:` endpoint',
    fix: 'count a resource declared with `list:` in `schema/endpoints.yaml`',
  },
  duplicateDashboardId: {
    code: 'E054',
    title: 'two cards or charts of one dashboard with the same id',
    fix: 'give each one its own `id:`',
  },
  dashboardChartAxes: {
    code: 'E055',
    title: 'a dashboard chart whose `x:` and `y:` are the same key',
    fix: 'name the category or date in `x:` and the value in `y:`',
  },
  unknownIcon: {
    code: 'E060',
    title: 'a menu icon that is not an icon of `@mui/icons-material`',
    fix: 'use an icon name from mui.com/material-ui/material-icons (e.g. `People`, `PeopleOutlined`)',
  },
  roleDefinedUnused: {
    code: 'E071',
    title:
      'a role is defined but used nowhere while a name close to it is used but defined nowhere (a typo in one of them)',
    fix: 'write one spelling: rename the definition or the uses, as the message says',
  },
  keepOneNotInvitable: {
    code: 'E070',
    title: 'a role with `keepOne: true` that is not `invitable` (no team member can hold it)',
    fix: 'set `invitable: true` on the role, or remove `keepOne`',
  },
  // Departures from the spec's defaults: warnings (generators/spec), quiet once recorded in
  // schema/departures.yaml.
  specMenuOrder: {
    code: 'W001',
    title:
      'a menu departs from the order §2 App layout gives (Settings at the bottom of the sidebar)',
    fix: 'restore the §2 order, or record the departure in `schema/departures.yaml`',
  },
  specBack: {
    code: 'W002',
    title: 'a back target departs from the one §2 names (User Data back to Users…)',
    fix: 'restore the §2 back target, or record the departure in `schema/departures.yaml`',
  },
  specAccess: {
    code: 'W003',
    title: 'who may open a route (its roles and read on its section) departs from §6 Route access',
    fix: 'restore the §6 roles and grants, or record the departure in `schema/departures.yaml`',
  },
  specHome: {
    code: 'W004',
    title: "a role's home rules depart from §2 Home page per role",
    fix: 'restore the §2 home rules, or record the departure in `schema/departures.yaml`',
  },
  specTitle: {
    code: 'W005',
    title: 'a page title departs from the one §2 names',
    fix: 'restore the §2 title, or record the departure in `schema/departures.yaml`',
  },
  specRoleLabel: {
    code: 'W006',
    title: "a role's label departs from §3 Roles",
    fix: 'restore the §3 label, or record the departure in `schema/departures.yaml`',
  },
  specFeatureGate: {
    code: 'W007',
    title:
      'a page no longer needs the feature, group or flag §2 Side-menu visibility by feature gives it',
    fix: 'restore the gate, or record the departure in `schema/departures.yaml`',
  },
  specPathMode: {
    code: 'W008',
    title: "a route's path or mode departs from §2 Screens and routes",
    fix: 'restore the §2 path and mode, or record the departure in `schema/departures.yaml`',
  },
  specMenuGroup: {
    code: 'W010',
    title:
      'an operator sidebar group departs from §2 App layout (its name, or an item moved out of it)',
    fix: 'restore the §2 group name and items, or record the departure in `schema/departures.yaml`',
  },
  specGrant: {
    code: 'W011',
    title:
      "what a role may do on a section (its grants in `schema/permissions.yaml`) departs from §6 Resource permissions",
    fix: 'restore the §6 grants, or record the departure in `schema/departures.yaml`',
  },
  titleCase: {
    code: 'W012',
    title:
      'a page title, tab label or menu label is not in Title Case (every word capitalised but a, an, the, and, or, of, to, in, on…)',
    fix: 'write it as the hint shows, or record the departure in `schema/departures.yaml`',
  },
  departureUnused: {
    code: 'W009',
    title:
      'a departure recorded in `schema/departures.yaml` matches no warning (the schema follows the spec there)',
    fix: 'remove the entry, or fix its `what:` to the code and name the warning printed',
  },
} as const satisfies Record<string, ProblemKindInfo>;

export type ProblemKind = keyof typeof PROBLEM_KINDS;

export function codeOf(kind: ProblemKind): string {
  return PROBLEM_KINDS[kind].code;
}
