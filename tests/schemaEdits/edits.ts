/**
 * The everyday changes a loyalty team asks for, made the way a product person makes them: in the YAML of
 * schema/, by the names the spec gives (Revenues, Segments…), whatever the files' order, layout or
 * comments. Each is idempotent: a schema that already holds the change is left as it is. Shared by
 * tenEdits.test.ts and scripts that try them on a full copy of the project.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  type Document,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';

type Edit = (schemaDir: string) => void;

/** Opens one YAML file, lets `change` edit it in place (comments kept), writes it back. */
function editFile(schemaDir: string, file: string, change: (doc: Document) => void): void {
  const path = join(schemaDir, file);
  const doc = parseDocument(readFileSync(path, 'utf8'));
  change(doc);
  writeFileSync(path, doc.toString({ flowCollectionPadding: false, lineWidth: 0 }));
}

function seq(node: unknown, what: string): YAMLSeq {
  if (!isSeq(node)) throw new Error(`${what} is not a list`);
  return node;
}

function map(node: unknown, what: string): YAMLMap {
  if (!isMap(node)) throw new Error(`${what} is not a mapping`);
  return node;
}

/** The section file and YAML node of a route, found by its name. */
function editRoute(schemaDir: string, name: string, change: (route: YAMLMap) => void): void {
  const file = readdirSync(join(schemaDir, 'sections'))
    .map((f) => `sections/${f}`)
    .find((f) => readFileSync(join(schemaDir, f), 'utf8').includes(`name: ${name}\n`));
  if (!file) throw new Error(`no route ${name} in schema/sections`);
  editFile(schemaDir, file, (doc) => {
    const routes = seq(doc.get('routes'), `${file} routes`);
    const route = routes.items.find((r) => isMap(r) && r.get('name') === name);
    change(map(route, `route ${name}`));
  });
}

/** The operator sidebar's group of that id. */
function sidebarGroup(doc: Document, id: string): YAMLMap {
  const groups = seq(doc.getIn(['menus', 'operatorSidebar', 'groups']), 'operatorSidebar groups');
  return map(
    groups.items.find((g) => isMap(g) && g.get('id') === id),
    `sidebar group ${id}`,
  );
}

/** The sidebar item of that route, wherever it is; `take` also removes it from its group. */
function sidebarItem(doc: Document, route: string, take = false): unknown {
  const groups = seq(doc.getIn(['menus', 'operatorSidebar', 'groups']), 'operatorSidebar groups');
  for (const group of groups.items) {
    const items = seq(map(group, 'group').get('items'), 'group items');
    const at = items.items.findIndex((i) => isMap(i) && i.get('route') === route);
    if (at >= 0) return take ? items.items.splice(at, 1)[0] : items.items[at];
  }
  throw new Error(`no sidebar item for ${route}`);
}

/** The operator sidebar group holding that route's item. */
function sidebarGroupOf(doc: Document, route: string): YAMLMap {
  const groups = seq(doc.getIn(['menus', 'operatorSidebar', 'groups']), 'operatorSidebar groups');
  const group = groups.items.find(
    (g) =>
      isMap(g) &&
      seq(g.get('items'), 'group items').items.some((i) => isMap(i) && i.get('route') === route),
  );
  return map(group, `sidebar group of ${route}`);
}

/** The roles of a route as a plain list, a new one appended. */
function addRole(route: YAMLMap, role: string): void {
  const roles = seq(route.get('roles'), 'roles').items.map((r) =>
    String(isScalar(r) ? r.value : r),
  );
  if (!roles.includes(role)) route.set('roles', [...roles, role]);
}

/** The new page of the new endpoint: a section file of its own. */
export const NEW_SECTION = `order: 155
routes:
  - name: RewardCodes
    path: /reward-codes
    title: Reward Codes
    roles: [team]
    section: REWARD_CODES
    page:
      kind: list
      resource: rewardCodes
      columns:
        - { field: id, label: ID }
        - { field: code, label: Code }
        - { field: createdAt, label: Created, type: datetime }
      exportCsv: false
`;

/** The flag edit 3 gates Segments on: one the demo's Nova Games has on and Lumen Fitness off. */
export const GATE_FLAG = 'AMPLITUDE_EVENTS';

/** [what a product person wants, how they do it]. */
export const EDITS: readonly (readonly [task: string, edit: Edit])[] = [
  [
    '1. move a menu item: Requests to the top of Configuration',
    (dir) =>
      editFile(dir, 'menus.yaml', (doc) => {
        const item = sidebarItem(doc, 'Requests', true);
        seq(sidebarGroup(doc, 'configuration').get('items'), 'configuration').items.unshift(
          item as never,
        );
      }),
  ],
  [
    "2. restrict a route's roles: Revenues to the admins",
    (dir) => editRoute(dir, 'Revenues', (r) => r.set('roles', ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'])),
  ],
  [
    '3. gate a page on a flag: Segments also needs AMPLITUDE_EVENTS',
    (dir) =>
      editRoute(dir, 'Segments', (r) => {
        const gate = r.get('gate');
        if (isMap(gate)) gate.set('flag', GATE_FLAG);
        else r.set('gate', { flag: GATE_FLAG });
      }),
  ],
  [
    '4. add a validated field: a Slug on New Mission',
    (dir) =>
      editRoute(dir, 'MissionNew', (r) => {
        const fields = seq(map(r.get('page'), 'page').get('fields'), 'fields');
        if (fields.items.some((f) => isMap(f) && f.get('field') === 'slug')) return;
        fields.items.unshift(
          parseDocument(
            '{ field: slug, label: Slug, validators: [{ name: required, params: { label: Slug } }, { name: latinDigitsHyphen }] }',
          ).contents as never,
        );
      }),
  ],
  [
    '5. add a list page on a new endpoint: endpoint, resource, permission section, page, menu item',
    (dir) => {
      editFile(dir, 'endpoints.yaml', (doc) => {
        doc.setIn(['endpoints', 'rewardCodes.list'], {
          method: 'GET',
          path: '/api/v1/operator/{operatorId}/reward-codes',
          list: true,
        });
        doc.setIn(['resources', 'rewardCodes'], {
          section: 'REWARD_CODES',
          list: 'rewardCodes.list',
        });
      });
      editFile(dir, 'permissions.yaml', (doc) => {
        const sections = seq(doc.get('sections'), 'sections');
        if (!sections.items.some((x) => isMap(x) && x.get('code') === 'REWARD_CODES'))
          sections.items.push(doc.createNode({ code: 'REWARD_CODES' }));
      });
      writeFileSync(join(dir, 'sections/reward-codes.yaml'), NEW_SECTION);
      editFile(dir, 'menus.yaml', (doc) => {
        const items = seq(sidebarGroup(doc, 'configuration').get('items'), 'configuration');
        if (!items.items.some((i) => isMap(i) && i.get('route') === 'RewardCodes'))
          items.items.push(
            doc.createNode({ route: 'RewardCodes', icon: 'CardGiftcard', section: 'REWARD_CODES' }),
          );
      });
    },
  ],
  [
    '6. rename a title: Segments → Audience Segments',
    (dir) => editRoute(dir, 'Segments', (r) => r.set('title', 'Audience Segments')),
  ],
  [
    '7. change a page size: Users opens with 50 rows',
    (dir) =>
      editRoute(dir, 'Users', (r) => {
        map(r.get('page'), 'Users page').set('perPage', 50);
      }),
  ],
  [
    '8. change the invite list: Support is no longer offered',
    (dir) =>
      editFile(dir, 'roles.yaml', (doc) => {
        const roles = seq(doc.get('roles'), 'roles');
        const support = roles.items.find((r) => isMap(r) && r.get('code') === 'ROLE_SUPPORT');
        map(support, 'ROLE_SUPPORT').set('invitable', false);
      }),
  ],
  [
    '9. change a back target: Missions Insights back to Missions',
    (dir) => editRoute(dir, 'MissionsInsights', (r) => r.set('back', 'Missions')),
  ],
  [
    '10. add a role with its own home: ROLE_VIEWER, reads the Dashboard, lands on it',
    (dir) => {
      // Made as stated even when a ROLE_VIEWER exists already: its definition and grants are set.
      editFile(dir, 'roles.yaml', (doc) => {
        const roles = seq(doc.get('roles'), 'roles');
        const at = roles.items.findIndex((r) => isMap(r) && r.get('code') === 'ROLE_VIEWER');
        const viewer = doc.createNode({
          code: 'ROLE_VIEWER',
          label: 'Viewer',
          home: [{ route: 'Dashboard' }],
          invitable: true,
        });
        if (at >= 0) roles.items.splice(at, 1, viewer);
        else roles.items.push(viewer);
      });
      editFile(dir, 'permissions.yaml', (doc) => {
        doc.setIn(['grants', 'ROLE_VIEWER'], [{ sections: ['DASHBOARD'], actions: ['read'] }]);
      });
      editRoute(dir, 'Dashboard', (r) => addRole(r, 'ROLE_VIEWER'));
    },
  ],
  [
    '11. give a menu item any icon of the set: Segments → RocketLaunch',
    (dir) =>
      editFile(dir, 'menus.yaml', (doc) => {
        map(sidebarItem(doc, 'Segments'), 'Segments item').set('icon', 'RocketLaunch');
      }),
  ],
  [
    '12. move a menu item within its group: Users above Dashboard',
    (dir) =>
      editFile(dir, 'menus.yaml', (doc) => {
        const items = seq(sidebarGroupOf(doc, 'Users').get('items'), 'Users group').items;
        const users = items.findIndex((i) => isMap(i) && i.get('route') === 'Users');
        const dashboard = items.findIndex((i) => isMap(i) && i.get('route') === 'Dashboard');
        if (users < 0 || dashboard < 0 || users < dashboard) return;
        const [item] = items.splice(users, 1);
        items.splice(dashboard, 0, item as never);
      }),
  ],
  [
    '13. change a back target the spec names: User Data back to the Dashboard',
    (dir) => editRoute(dir, 'UserData', (r) => r.set('back', 'Dashboard')),
  ],
  [
    '14. add a read-only role to a role group: ROLE_READER in team, reading Dashboard and Users',
    (dir) => {
      editFile(dir, 'roles.yaml', (doc) => {
        const roles = seq(doc.get('roles'), 'roles');
        const reader = doc.createNode({
          code: READER,
          label: 'Reader',
          home: [{ route: 'Dashboard' }],
          invitable: true,
        });
        const at = roles.items.findIndex((r) => isMap(r) && r.get('code') === READER);
        if (at >= 0) roles.items.splice(at, 1, reader);
        else roles.items.push(reader);
        const group = seq(doc.getIn(['groups', READER_GROUP]), `group ${READER_GROUP}`);
        if (!group.items.some((c) => (isScalar(c) ? c.value : c) === READER))
          group.items.push(doc.createNode(READER) as never);
      });
      editFile(dir, 'permissions.yaml', (doc) => {
        doc.setIn(['grants', READER], [{ sections: [...READER_SECTIONS], actions: ['read'] }]);
      });
    },
  ],
  [
    '15. narrow one section for three roles: Segments read-only for Development, Marketing, Support',
    (dir) =>
      editFile(dir, 'permissions.yaml', (doc) => {
        for (const role of NARROWED_ROLES) {
          const grants = seq(doc.getIn(['grants', role]), `grants of ${role}`);
          const all = grants.items.find((g) => isMap(g) && g.get('sections') === 'ALL');
          const except = map(all, `${role}'s grant on ALL`).get('except');
          const left = isSeq(except) ? except.items.map((c) => (isScalar(c) ? c.value : c)) : [];
          if (left.includes(NARROWED_SECTION)) continue;
          map(all, `${role}'s grant on ALL`).set('except', [...left, NARROWED_SECTION]);
          grants.items.push(
            doc.createNode({ sections: [NARROWED_SECTION], actions: ['read'] }) as never,
          );
        }
      }),
  ],
  [
    "16. add a record endpoint and its show page: a reward code's details, opened from its row",
    (dir) => {
      editFile(dir, 'endpoints.yaml', (doc) => {
        doc.setIn(['endpoints', RECORD_ENDPOINT], {
          method: 'GET',
          path: '/api/v1/operator/{operatorId}/reward-codes/{id}',
        });
        map(doc.getIn(['resources', 'rewardCodes']), 'resource rewardCodes').set(
          'one',
          RECORD_ENDPOINT,
        );
      });
      editFile(dir, 'sections/reward-codes.yaml', (doc) => {
        const routes = seq(doc.get('routes'), 'reward-codes routes');
        map(
          routes.items.find((r) => isMap(r) && r.get('name') === 'RewardCodes'),
          'route RewardCodes',
        ).setIn(['page', 'rowClick'], 'RewardCodeDetails');
        if (!routes.items.some((r) => isMap(r) && r.get('name') === 'RewardCodeDetails'))
          routes.items.push(parseDocument(RECORD_ROUTE).contents as never);
      });
    },
  ],
  [
    '17. add a settings endpoint and its tab: Loyalty settings under Settings',
    (dir) => {
      editFile(dir, 'endpoints.yaml', (doc) => {
        doc.setIn(['endpoints', `${SETTINGS_ENDPOINT}.get`], {
          method: 'GET',
          path: '/api/v1/operator/{operatorId}/loyalty-settings',
        });
        doc.setIn(['endpoints', `${SETTINGS_ENDPOINT}.update`], {
          method: 'PUT',
          path: '/api/v1/operator/{operatorId}/loyalty-settings',
        });
      });
      editRoute(dir, 'Settings', (r) => {
        const tabs = seq(map(r.get('page'), 'Settings page').get('tabs'), 'Settings tabs');
        if (!tabs.items.some((t) => isMap(t) && t.get('id') === 'loyalty'))
          tabs.items.push(parseDocument(SETTINGS_TAB).contents as never);
      });
    },
  ],
  [
    '18. add a feature flag and gate a page on it: REWARD_CODES opens Reward Codes',
    (dir) => {
      editFile(dir, 'features.yaml', (doc) => {
        const flags = seq(doc.get('flags'), 'flags');
        if (!flags.items.some((f) => (isScalar(f) ? f.value : f) === NEW_FLAG))
          flags.items.push(doc.createNode(NEW_FLAG) as never);
      });
      for (const name of ['RewardCodes', 'RewardCodeDetails'])
        editRoute(dir, name, (r) => r.set('gate', { flag: NEW_FLAG }));
    },
  ],
  [
    '19. add a figure and a chart to a dashboard: connected wallets on the Dashboard',
    (dir) =>
      editRoute(dir, 'Dashboard', (r) => {
        const page = map(r.get('page'), 'Dashboard page');
        const cards = seq(page.get('cards'), 'cards');
        if (!cards.items.some((c) => isMap(c) && c.get('field') === NEW_FIGURE))
          cards.items.push(
            parseDocument(`{ field: ${NEW_FIGURE}, label: Connected wallets }`).contents as never,
          );
        const charts = seq(page.get('charts'), 'charts');
        if (!charts.items.some((c) => isMap(c) && c.get('field') === NEW_CHART))
          charts.items.push(
            parseDocument(
              `{ kind: bar, label: New wallets per day, field: ${NEW_CHART}, x: date, y: count }`,
            ).contents as never,
          );
      }),
  ],
  [
    '20. add columns to a modelled list: Users shows a Country and a Level',
    (dir) =>
      editRoute(dir, 'Users', (r) => {
        const columns = seq(map(r.get('page'), 'Users page').get('columns'), 'Users columns');
        for (const [field, column] of Object.entries(NEW_COLUMNS))
          if (!columns.items.some((c) => isMap(c) && c.get('field') === field))
            columns.items.splice(
              columns.items.length - 1,
              0,
              parseDocument(column).contents as never,
            );
      }),
  ],
  [
    '21. rename a menu group and move an item between groups: Configuration → Programs; Segments to Overview',
    (dir) =>
      editFile(dir, 'menus.yaml', (doc) => {
        sidebarGroup(doc, 'configuration').set('label', RENAMED_GROUP);
        if (sidebarGroupOf(doc, 'Segments').get('id') === 'overview') return;
        const item = sidebarItem(doc, 'Segments', true);
        seq(sidebarGroup(doc, 'overview').get('items'), 'overview').items.push(item as never);
      }),
  ],
];

/** Edit 15: the section narrowed to read, and the roles narrowed. */
export const NARROWED_SECTION = 'SEGMENTS';
export const NARROWED_ROLES = ['ROLE_DEVELOPMENT', 'ROLE_MARKETING', 'ROLE_SUPPORT'] as const;

/** Edit 16: the record endpoint and the show page drawn from it. */
export const RECORD_ENDPOINT = 'rewardCodes.one';
const RECORD_ROUTE = `name: RewardCodeDetails
path: /reward-codes/:codeId
title: Reward Code
back: RewardCodes
roles: [team]
section: REWARD_CODES
page:
  kind: show
  resource: rewardCodes
  idParam: codeId
  fields:
    - { field: code, label: Code }
    - { field: points, label: Points, type: number }
    - { field: redeemed, label: Redeemed, type: boolean }
    - { field: expiresOn, label: Expires, type: date }
    - { field: createdAt, label: Created, type: datetime }
`;

/** Edit 17: the settings endpoints (`.get`, `.update`) and their tab. */
export const SETTINGS_ENDPOINT = 'loyaltySettings';
const SETTINGS_TAB = `id: loyalty
label: Loyalty
page:
  kind: settings
  get: ${SETTINGS_ENDPOINT}.get
  put: ${SETTINGS_ENDPOINT}.update
  fields:
    - field: pointsName
      label: Points name
      validators:
        - { name: required, params: { label: Points name } }
    - { field: pointsPerVisit, label: Points per visit, input: number }
    - { field: leaderboard, label: Show the leaderboard, input: boolean }
`;

/** Edit 18: the new flag. */
export const NEW_FLAG = 'REWARD_CODES';

/** Edit 19: the dashboard's new figure and chart (fields of its endpoint's answer). */
export const NEW_FIGURE = 'connectedWallets';
export const NEW_CHART = 'walletsByDay';

/** Edit 20: the new columns of the Users list. */
export const NEW_COLUMNS: Readonly<Record<string, string>> = {
  country: '{ field: country, label: Country }',
  level: '{ field: level, label: Level, type: number }',
};

/** Edit 21: the sidebar group's new label. */
export const RENAMED_GROUP = 'Programs';

/** The read-only role edit 14 adds to a role group. */
export const READER = 'ROLE_READER';
/** The sections it may read, and the group it joins (every team page's roles). */
export const READER_SECTIONS = ['DASHBOARD', 'USERS'] as const;
export const READER_GROUP = 'team';

/** Makes every edit to the schema folder; returns the tasks that could not be made, with why. */
export function applyEdits(schemaDir: string, leaveOut: readonly string[] = []): string[] {
  const failed: string[] = [];
  for (const [task, edit] of EDITS) {
    if (leaveOut.some((prefix) => task.startsWith(prefix))) continue;
    try {
      edit(schemaDir);
    } catch (error) {
      failed.push(`${task}: ${(error as Error).message}`);
    }
  }
  return failed;
}

/**
 * Records departures from the spec's defaults in schema/departures.yaml, each with a reason, the
 * way a product person keeps a deliberate one (docs/authoring.md); entries already there stay.
 */
export function recordDepartures(schemaDir: string, whats: readonly string[]): void {
  const path = join(schemaDir, 'departures.yaml');
  if (!existsSync(path)) writeFileSync(path, 'departures: []\n');
  editFile(schemaDir, 'departures.yaml', (doc) => {
    const list = seq(doc.get('departures'), 'departures');
    for (const what of whats)
      if (!list.items.some((e) => isMap(e) && e.get('what') === what))
        list.items.push(
          doc.createNode({
            what,
            reason: 'A product decision tried by the ten-edits test.',
          }) as never,
        );
  });
}
