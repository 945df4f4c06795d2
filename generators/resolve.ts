import type {
  Action,
  AppDef,
  ColumnDef,
  DisplayType,
  EndpointDef,
  FeaturesDef,
  FieldDef,
  FilterDef,
  Gate,
  InputKind,
  MenuDef,
  MenuGroupDef,
  MenuItemDef,
  PageDef,
  PermissionMatrix,
  ResourceDef,
  RoleDef,
  RouteDef,
  SectionDef,
} from '../src/model/types.js';
import type { LoadedSchema } from './load.js';
import { MessageCatalogue } from './messages.js';
import type { MessageTree } from './messages.js';
import { didYouMean } from './problems.js';
import type { Problem } from './problems.js';
import type {
  RawApp,
  RawColumn,
  RawEndpoints,
  RawFeatures,
  RawField,
  RawFilter,
  RawMenuItem,
  RawMenus,
  RawPage,
  RawPermissions,
  RawRoles,
  RawRoute,
  RawSection,
} from './raw.js';
import type { Segment, SourceFile } from './source.js';

export interface PageEntry {
  readonly id: string;
  readonly def: PageDef;
}

/** Everything the emitter writes, already normalised and cross-checked. */
export interface Model {
  readonly app: AppDef;
  readonly roles: readonly RoleDef[];
  readonly sections: readonly SectionDef[];
  readonly permissions: PermissionMatrix;
  readonly features: FeaturesDef;
  readonly routes: readonly RouteDef[];
  readonly menus: Readonly<Record<MenuDef['id'], MenuDef>>;
  readonly endpoints: Readonly<Record<string, EndpointDef>>;
  readonly resources: Readonly<Record<string, ResourceDef>>;
  readonly pages: readonly PageEntry[];
  readonly messages: MessageTree;
}

const ALL_ACTIONS: readonly Action[] = ['create', 'read', 'update', 'delete'];

/** Cross-reference checks (what JSON Schema cannot see) and normalisation into the model types. */
export function resolve(
  schema: LoadedSchema,
  /** Component names of the hand-written page registry (src/app/pageRegistry.ts). */
  registered: ReadonlySet<string>,
): { model?: Model; problems: Problem[] } {
  const problems: Problem[] = [];
  const msgs = new MessageCatalogue();
  const f = schema.files;
  const rawApp = f.app.data as RawApp;
  const rawRoles = f.roles.data as RawRoles;
  const rawPerms = f.permissions.data as RawPermissions;
  const rawFeatures = f.features.data as RawFeatures;
  const rawEndpoints = f.endpoints.data as RawEndpoints;
  const rawMenus = f.menus.data as RawMenus;

  const unknown = (
    src: SourceFile,
    path: readonly Segment[],
    code: string,
    what: string,
    value: string,
    known: Iterable<string>,
    extra?: string,
  ): void => {
    const guess = didYouMean(value, known);
    problems.push(
      src.problem(
        path,
        code,
        `unknown ${what} '${value}'`,
        guess ? `did you mean '${guess}'?` : extra,
      ),
    );
  };
  const duplicate = (
    src: SourceFile,
    path: readonly Segment[],
    code: string,
    what: string,
    value: string,
  ): void => {
    problems.push(
      src.problem(path, code, `duplicate ${what} '${value}'`, `each ${what} is declared once`),
    );
  };

  // App
  const app: AppDef = {
    title: msgs.add('app.title', rawApp.title, f.app, ['title']),
    adminHost: { prefix: rawApp.adminHost.prefix, excludePrefix: rawApp.adminHost.excludePrefix },
    adminFlagStorageKey: rawApp.adminFlagStorageKey,
    tokenStorageKey: rawApp.tokenStorageKey,
    defaultLanguage: rawApp.defaultLanguage,
  };

  // Roles and role groups
  const roleCodes: string[] = [];
  rawRoles.roles.forEach((r, i) => {
    if (roleCodes.includes(r.code))
      duplicate(f.roles, ['roles', i, 'code'], 'E014', 'role', r.code);
    else roleCodes.push(r.code);
  });
  const roleGroups = new Map<string, string[]>();
  for (const [name, list] of Object.entries(rawRoles.groups ?? {})) {
    list.forEach((code, i) => {
      if (!roleCodes.includes(code))
        unknown(f.roles, ['groups', name, i], 'E001', 'role', code, roleCodes);
    });
    roleGroups.set(
      name,
      list.filter((c) => roleCodes.includes(c)),
    );
  }
  const expandRoles = (
    src: SourceFile,
    path: readonly Segment[],
    list: readonly string[],
  ): string[] => {
    const out = new Set<string>();
    list.forEach((entry, i) => {
      const group = roleGroups.get(entry);
      if (group) group.forEach((c) => out.add(c));
      else if (roleCodes.includes(entry)) out.add(entry);
      else
        unknown(
          src,
          [...path, i],
          'E001',
          'role or role group',
          entry,
          [...roleCodes, ...roleGroups.keys()],
          'roles and role groups are declared in schema/roles.yaml',
        );
    });
    return roleCodes.filter((c) => out.has(c));
  };

  // Sections
  const sectionCodes: string[] = [];
  const allSectionRefs = new Set<string>();
  const sections: SectionDef[] = [];
  rawPerms.sections.forEach((s, i) => {
    if (sectionCodes.includes(s.code)) {
      duplicate(f.permissions, ['sections', i, 'code'], 'E014', 'section', s.code);
      return;
    }
    sectionCodes.push(s.code);
    allSectionRefs.add(s.code);
    const subs = s.subSections ?? [];
    subs.forEach((sub) => allSectionRefs.add(`${s.code}.${sub}`));
    sections.push({ code: s.code, subSections: subs });
  });
  const checkSection = (src: SourceFile, path: readonly Segment[], value: string): void => {
    if (!allSectionRefs.has(value))
      unknown(
        src,
        path,
        'E002',
        'section',
        value,
        allSectionRefs,
        'sections are declared in schema/permissions.yaml',
      );
  };

  // Permissions
  const permissions: Record<string, Record<string, Action[]>> = {};
  for (const code of roleCodes) permissions[code] = {};
  for (const [role, grants] of Object.entries(rawPerms.grants)) {
    if (!roleCodes.includes(role)) {
      problems.push(
        f.permissions.problem(
          ['grants', role],
          'E001',
          `unknown role '${role}'`,
          hintFor(role, roleCodes),
          true,
        ),
      );
      continue;
    }
    const matrix = permissions[role] ?? {};
    grants.forEach((g, gi) => {
      (g.except ?? []).forEach((s, i) =>
        checkSection(f.permissions, ['grants', role, gi, 'except', i], s),
      );
      const targets =
        g.sections === 'ALL'
          ? sectionCodes.filter((s) => !(g.except ?? []).includes(s))
          : g.sections;
      if (g.sections !== 'ALL')
        g.sections.forEach((s, i) =>
          checkSection(f.permissions, ['grants', role, gi, 'sections', i], s),
        );
      for (const s of targets) {
        const merged = new Set([...(matrix[s] ?? []), ...g.actions]);
        matrix[s] = ALL_ACTIONS.filter((a) => merged.has(a));
      }
    });
  }
  const canRead = (role: string, section: string): boolean => {
    const m = permissions[role] ?? {};
    const top = section.split('.')[0] ?? section;
    return Object.entries(m).some(
      ([s, acts]) =>
        acts.includes('read') && (s === section || s === top || s.startsWith(`${section}.`)),
    );
  };

  // Features
  const flags: string[] = [];
  rawFeatures.flags.forEach((fl, i) => {
    if (flags.includes(fl)) duplicate(f.features, ['flags', i], 'E014', 'flag', fl);
    else flags.push(fl);
  });
  const groupCodes: string[] = [];
  const featureCodes: string[] = [];
  const features: FeaturesDef = {
    flags,
    groups: rawFeatures.groups.flatMap((g, i) => {
      if (groupCodes.includes(g.code)) {
        duplicate(f.features, ['groups', i, 'code'], 'E014', 'feature group', g.code);
        return [];
      }
      groupCodes.push(g.code);
      g.features.forEach((feat, j) => {
        if (featureCodes.includes(feat))
          duplicate(f.features, ['groups', i, 'features', j], 'E014', 'feature', feat);
        else featureCodes.push(feat);
      });
      return [
        {
          code: g.code,
          label: msgs.add(`features.groups.${g.code}`, g.label, f.features, ['groups', i, 'label']),
          features: g.features,
          noCode: g.noCode ?? false,
          popular: g.popular ?? false,
        },
      ];
    }),
  };
  const checkGate = (src: SourceFile, path: readonly Segment[], gate: Gate | undefined): void => {
    if (!gate) return;
    if (gate.featureGroup !== undefined && !groupCodes.includes(gate.featureGroup))
      unknown(
        src,
        [...path, 'featureGroup'],
        'E003',
        'feature group',
        gate.featureGroup,
        groupCodes,
      );
    if (gate.feature !== undefined && !featureCodes.includes(gate.feature))
      unknown(src, [...path, 'feature'], 'E003', 'feature', gate.feature, featureCodes);
    if (gate.flag !== undefined && !flags.includes(gate.flag))
      unknown(src, [...path, 'flag'], 'E004', 'feature flag', gate.flag, flags);
  };

  // Endpoints and resources
  const endpoints: Record<string, EndpointDef> = {};
  for (const [name, e] of Object.entries(rawEndpoints.endpoints)) {
    endpoints[name] = {
      name,
      method: e.method,
      path: e.path,
      ...(e.public ? { public: true } : {}),
      ...(e.silent ? { silent: true } : {}),
      ...(e.list ? { list: true } : {}),
    };
  }
  const endpointNames = Object.keys(endpoints);
  const checkEndpoint = (
    src: SourceFile,
    path: readonly Segment[],
    name: string,
    methods?: readonly string[],
  ): void => {
    const e = endpoints[name];
    if (!e)
      unknown(
        src,
        path,
        'E005',
        'endpoint',
        name,
        endpointNames,
        'endpoints are declared in schema/endpoints.yaml',
      );
    else if (methods && !methods.includes(e.method))
      problems.push(
        src.problem(
          path,
          'E021',
          `endpoint '${name}' is ${e.method}, expected ${methods.join(' or ')}`,
          'point at an endpoint with the right method',
        ),
      );
  };
  const resources: Record<string, ResourceDef> = {};
  const crudMethods: Record<string, readonly string[]> = {
    list: ['GET'],
    one: ['GET'],
    create: ['POST'],
    update: ['PUT', 'PATCH'],
    delete: ['DELETE'],
  };
  for (const [name, r] of Object.entries(rawEndpoints.resources)) {
    const { section, ...ops } = r;
    for (const [op, ep] of Object.entries(ops))
      if (ep !== undefined)
        checkEndpoint(f.endpoints, ['resources', name, op], ep, crudMethods[op]);
    checkSection(f.endpoints, ['resources', name, 'section'], section);
    resources[name] = { name, section, ...ops };
  }
  const resourceNames = Object.keys(resources);
  const checkResource = (src: SourceFile, path: readonly Segment[], name: string): boolean => {
    if (resources[name]) return true;
    unknown(
      src,
      path,
      'E013',
      'resource',
      name,
      resourceNames,
      'resources are declared under resources: in schema/endpoints.yaml',
    );
    return false;
  };

  // Routes (first pass: names, paths, so references can resolve in any order)
  interface Located {
    readonly src: SourceFile;
    readonly index: number;
    readonly raw: RawRoute;
  }
  const routeList: Located[] = [];
  const byName = new Map<string, Located>();
  const byPath = new Map<string, Located>();
  for (const src of schema.sections) {
    (src.data as RawSection).routes.forEach((raw, index) => {
      const loc = { src, index, raw };
      const seenName = byName.get(raw.name);
      if (seenName) {
        problems.push(
          src.problem(
            ['routes', index, 'name'],
            'E009',
            `duplicate route name '${raw.name}'`,
            `also declared in ${seenName.src.file}`,
          ),
        );
        return;
      }
      const seenPath = byPath.get(raw.path);
      if (seenPath && modesOverlap(seenPath.raw.mode ?? 'operator', raw.mode ?? 'operator')) {
        problems.push(
          src.problem(
            ['routes', index, 'path'],
            'E010',
            `duplicate path '${raw.path}'`,
            `route ${seenPath.raw.name} in ${seenPath.src.file} already has it`,
          ),
        );
      } else {
        byPath.set(raw.path, loc);
      }
      // Still known by name, so references to it do not cascade into more problems.
      byName.set(raw.name, loc);
      routeList.push(loc);
    });
  }
  const routeNames = [...byName.keys()];
  const checkRoute = (src: SourceFile, path: readonly Segment[], name: string): void => {
    if (!byName.has(name))
      unknown(
        src,
        path,
        'E008',
        'route',
        name,
        routeNames,
        'route names are declared in schema/sections/*.yaml',
      );
  };

  // Roles (second half: home rules need the routes)
  const roles: RoleDef[] = rawRoles.roles
    .filter((r, i) => rawRoles.roles.findIndex((o) => o.code === r.code) === i)
    .map((r) => {
      const i = rawRoles.roles.indexOf(r);
      r.home.forEach((h, j) => checkRoute(f.roles, ['roles', i, 'home', j, 'route'], h.route));
      return {
        code: r.code,
        label: msgs.add(`roles.${r.code}`, r.label, f.roles, ['roles', i, 'label']),
        home: r.home.map((h) => ({ ...h })),
        invitable: r.invitable,
      };
    });

  // Routes and pages
  const pages: PageEntry[] = [];
  const routes: RouteDef[] = routeList.map(({ src, index, raw }) => {
    const at = (...rest: Segment[]): Segment[] => ['routes', index, ...rest];
    const routeRoles = raw.roles === 'public' ? 'public' : expandRoles(src, at('roles'), raw.roles);
    if (raw.back !== undefined) checkRoute(src, at('back'), raw.back);
    if (raw.requiredQuery)
      checkRoute(src, at('requiredQuery', 'otherwise'), raw.requiredQuery.otherwise);
    if (raw.section !== undefined) checkSection(src, at('section'), raw.section);
    checkGate(src, at('gate'), raw.gate);
    if (raw.page) {
      const def = buildPage(raw.page, raw.name, at('page'), src);
      if (def) pages.push({ id: raw.name, def });
    }
    const route: RouteDef = {
      name: raw.name,
      path: raw.path,
      title: msgs.add(`routes.${raw.name}.title`, raw.title, src, at('title')),
      ...(raw.back !== undefined ? { back: raw.back } : {}),
      layout: raw.layout ?? 'APP',
      mode: raw.mode ?? 'operator',
      roles: routeRoles,
      ...(raw.requiredQuery
        ? {
            requiredQuery: {
              params: raw.requiredQuery.params,
              otherwise: raw.requiredQuery.otherwise,
            },
          }
        : {}),
      ...(raw.skipChecks ? { skipChecks: true } : {}),
      ...(raw.keepTokenParam ? { keepTokenParam: true } : {}),
      ...(raw.section !== undefined ? { section: raw.section } : {}),
      ...(raw.gate ? { gate: raw.gate } : {}),
      ...(raw.page ? { page: raw.name } : {}),
    };
    return route;
  });

  function buildPage(
    p: RawPage,
    pageId: string,
    path: readonly Segment[],
    src: SourceFile,
  ): PageDef | undefined {
    const routePath = byName.get(pageId)?.raw.path ?? '';
    switch (p.kind) {
      case 'list': {
        checkResource(src, [...path, 'resource'], p.resource);
        if (p.rowClick !== undefined) checkRoute(src, [...path, 'rowClick'], p.rowClick);
        if (p.create !== undefined) checkRoute(src, [...path, 'create'], p.create);
        if (p.rowActions !== undefined) checkComponent(src, [...path, 'rowActions'], p.rowActions);
        return {
          kind: 'list',
          resource: p.resource,
          columns: p.columns.map((c, i) => column(c, p.resource, [...path, 'columns', i], src)),
          filters: (p.filters ?? []).map((fl, i) =>
            filter(fl, p.resource, [...path, 'filters', i], src),
          ),
          ...(p.rowClick !== undefined ? { rowClick: p.rowClick } : {}),
          exportCsv: p.exportCsv ?? false,
          ...(p.create !== undefined ? { create: p.create } : {}),
          ...(p.rowActions !== undefined ? { rowActions: p.rowActions } : {}),
        };
      }
      case 'show':
        checkResource(src, [...path, 'resource'], p.resource);
        checkIdParam(src, [...path, 'idParam'], p.idParam, routePath);
        return {
          kind: 'show',
          resource: p.resource,
          idParam: p.idParam,
          fields: p.fields.map((c, i) => column(c, p.resource, [...path, 'fields', i], src)),
        };
      case 'create':
      case 'edit':
        checkResource(src, [...path, 'resource'], p.resource);
        if (p.idParam !== undefined) checkIdParam(src, [...path, 'idParam'], p.idParam, routePath);
        if (p.redirect !== undefined) checkRoute(src, [...path, 'redirect'], p.redirect);
        return {
          kind: p.kind,
          resource: p.resource,
          ...(p.idParam !== undefined ? { idParam: p.idParam } : {}),
          fields: p.fields.map((fd, i) => field(fd, p.resource, [...path, 'fields', i], src)),
          ...(p.redirect !== undefined ? { redirect: p.redirect } : {}),
        };
      case 'settings': {
        checkEndpoint(src, [...path, 'get'], p.get, ['GET']);
        checkEndpoint(src, [...path, 'put'], p.put, ['PUT', 'PATCH']);
        const ns = p.get.split('.')[0] ?? p.get;
        return {
          kind: 'settings',
          get: p.get,
          put: p.put,
          fields: p.fields.map((fd, i) => field(fd, ns, [...path, 'fields', i], src)),
        };
      }
      case 'tabs': {
        const ids = new Set<string>();
        const tabs = p.tabs.flatMap((t, i) => {
          if (ids.has(t.id)) duplicate(src, [...path, 'tabs', i, 'id'], 'E007', 'tab id', t.id);
          ids.add(t.id);
          const inner = buildPage(t.page, pageId, [...path, 'tabs', i, 'page'], src);
          if (t.section !== undefined)
            checkSection(src, [...path, 'tabs', i, 'section'], t.section);
          return inner
            ? [
                {
                  id: t.id,
                  label: msgs.add(`tabs.${pageId}.${t.id}`, t.label, src, [
                    ...path,
                    'tabs',
                    i,
                    'label',
                  ]),
                  ...(t.section !== undefined ? { section: t.section } : {}),
                  page: inner,
                },
              ]
            : [];
        });
        return { kind: 'tabs', tabs };
      }
      case 'component':
        checkComponent(src, [...path, 'component'], p.component);
        return { kind: 'component', component: p.component };
    }
  }

  function checkComponent(src: SourceFile, path: readonly Segment[], name: string): void {
    if (registered.has(name)) return;
    problems.push(
      src.problem(
        path,
        'E012',
        `page component '${name}' is not in the page registry src/app/pageRegistry.ts`,
        'add it there as a lazy import of its file, or fix the name',
      ),
    );
  }

  function checkIdParam(
    src: SourceFile,
    path: readonly Segment[],
    idParam: string,
    routePath: string,
  ): void {
    const params = [...routePath.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
    if (!params.includes(idParam)) {
      problems.push(
        src.problem(
          path,
          'E017',
          `idParam '${idParam}' is not a parameter of the route path '${routePath}'`,
          params.length
            ? `use ${params.map((x) => `'${x}'`).join(' or ')}`
            : 'add :param to the path',
        ),
      );
    }
  }

  function column(c: RawColumn, ns: string, path: readonly Segment[], src: SourceFile): ColumnDef {
    return {
      field: c.field,
      label: msgs.add(`fields.${ns}.${c.field}`, c.label, src, [...path, 'label']),
      type: (c.type ?? 'text') as DisplayType,
      sortable: c.sortable ?? true,
    };
  }

  function choices(
    list: RawFilter['choices'],
    ns: string,
    fieldName: string,
    path: readonly Segment[],
    src: SourceFile,
  ): { value: string; label: string }[] | undefined {
    return list?.map((ch, i) => ({
      value: ch.value,
      label: msgs.add(`choices.${ns}.${fieldName}.${ch.value}`, ch.label, src, [
        ...path,
        i,
        'label',
      ]),
    }));
  }

  function filter(fl: RawFilter, ns: string, path: readonly Segment[], src: SourceFile): FilterDef {
    const ch = choices(fl.choices, ns, fl.field, [...path, 'choices'], src);
    if (fl.kind === 'select' && !ch)
      problems.push(
        src.problem(
          path,
          'E018',
          `select filter '${fl.field}' has no choices`,
          'add choices: [{ value, label }]',
        ),
      );
    return {
      field: fl.field,
      label: msgs.add(`filters.${ns}.${fl.field}`, fl.label, src, [...path, 'label']),
      kind: fl.kind,
      ...(ch ? { choices: ch } : {}),
      alwaysOn: fl.alwaysOn ?? false,
    };
  }

  function field(fd: RawField, ns: string, path: readonly Segment[], src: SourceFile): FieldDef {
    const input = (fd.input ?? 'text') as InputKind;
    const ch = choices(fd.choices, ns, fd.field, [...path, 'choices'], src);
    if (fd.choicesEndpoint !== undefined)
      checkEndpoint(src, [...path, 'choicesEndpoint'], fd.choicesEndpoint, ['GET']);
    if (
      (input === 'select' || input === 'multiselect') &&
      !ch &&
      fd.choicesEndpoint === undefined
    ) {
      problems.push(
        src.problem(
          path,
          'E018',
          `${input} field '${fd.field}' has neither choices nor choicesEndpoint`,
          'add choices: [{ value, label }] or choicesEndpoint: <endpoint>',
        ),
      );
    }
    return {
      field: fd.field,
      label: msgs.add(`fields.${ns}.${fd.field}`, fd.label, src, [...path, 'label']),
      input,
      ...(ch ? { choices: ch } : {}),
      ...(fd.choicesEndpoint !== undefined ? { choicesEndpoint: fd.choicesEndpoint } : {}),
      validators: (fd.validators ?? []).map((v) =>
        v.params ? { name: v.name, params: v.params } : { name: v.name },
      ),
      ...(fd.helperText !== undefined
        ? {
            helperText: msgs.add(`helpers.${ns}.${fd.field}`, fd.helperText, src, [
              ...path,
              'helperText',
            ]),
          }
        : {}),
      ...(fd.defaultValue !== undefined ? { defaultValue: fd.defaultValue } : {}),
    };
  }

  // Menus
  const menus = {} as Record<MenuDef['id'], MenuDef>;
  for (const [menuId, menu] of Object.entries(rawMenus.menus) as [
    MenuDef['id'],
    RawMenus['menus'][MenuDef['id']],
  ][]) {
    const ids = new Set<string>();
    const groupIds = new Set<string>();
    const item = (it: RawMenuItem, path: readonly Segment[]): MenuItemDef | undefined => {
      const route = it.route !== undefined ? byName.get(it.route)?.raw : undefined;
      if (it.route !== undefined && !route) checkRoute(f.menus, [...path, 'route'], it.route);
      if (it.route === undefined && !it.children) {
        problems.push(
          f.menus.problem(
            path,
            'E019',
            'menu item has neither route nor children',
            'add route: <RouteName> or children: [...]',
          ),
        );
        return undefined;
      }
      if (it.route !== undefined && it.children) {
        problems.push(
          f.menus.problem(
            path,
            'E019',
            'menu item has both route and children',
            'a dropdown has children only',
          ),
        );
      }
      const id = it.id ?? (it.route !== undefined ? lowerFirst(it.route) : undefined);
      if (id === undefined) {
        problems.push(
          f.menus.problem(path, 'E019', 'dropdown menu item needs an id', 'add id: <camelCaseId>'),
        );
        return undefined;
      }
      if (ids.has(id))
        duplicate(
          f.menus,
          [...path, it.id !== undefined ? 'id' : 'route'],
          'E007',
          `menu item id in ${menuId}`,
          id,
        );
      ids.add(id);
      const labelText = it.label ?? route?.title;
      if (labelText === undefined) {
        if (it.route === undefined)
          problems.push(
            f.menus.problem(path, 'S003', `menu item '${id}' needs a label`, 'add label: <text>'),
          );
        return undefined;
      }
      if (it.altRoute) {
        checkRoute(f.menus, [...path, 'altRoute', 'route'], it.altRoute.route);
        checkGate(f.menus, [...path, 'altRoute', 'when'], it.altRoute.when);
      }
      const section = it.section ?? route?.section;
      if (it.section !== undefined) checkSection(f.menus, [...path, 'section'], it.section);
      const gate = it.gate ?? route?.gate;
      if (it.gate) checkGate(f.menus, [...path, 'gate'], it.gate);
      if (
        route &&
        section !== undefined &&
        allSectionRefs.has(section) &&
        route.roles !== 'public'
      ) {
        const allowed = expandRolesQuiet(route.roles).filter((r) => canRead(r, section));
        if (allowed.length === 0) {
          problems.push(
            f.menus.problem(
              [...path, 'route'],
              'E011',
              `menu item '${id}' points at route ${route.name}, which no role with read on ${section} may open`,
              `add such a role to route ${route.name} in ${byName.get(route.name)?.src.file ?? 'its section file'}, or change the item's section`,
            ),
          );
        }
      }
      const label = msgs.add(`menu.${menuId}.${id}`, labelText, f.menus, [
        ...path,
        it.label !== undefined ? 'label' : 'route',
      ]);
      const children = it.children
        ?.map((c, i) => item(c, [...path, 'children', i]))
        .filter((c): c is MenuItemDef => c !== undefined);
      return {
        id,
        label,
        ...(it.route !== undefined ? { route: it.route } : {}),
        ...(it.altRoute ? { altRoute: it.altRoute } : {}),
        ...(it.icon !== undefined ? { icon: it.icon } : {}),
        ...(section !== undefined ? { section } : {}),
        ...(gate ? { gate } : {}),
        ...(children ? { children } : {}),
      };
    };
    const groups: MenuGroupDef[] = menu.groups.map((g, gi) => {
      if (groupIds.has(g.id))
        duplicate(
          f.menus,
          ['menus', menuId, 'groups', gi, 'id'],
          'E007',
          `menu group in ${menuId}`,
          g.id,
        );
      groupIds.add(g.id);
      return {
        id: g.id,
        ...(g.label !== undefined
          ? {
              label: msgs.add(`menu.${menuId}.groups.${g.id}`, g.label, f.menus, [
                'menus',
                menuId,
                'groups',
                gi,
                'label',
              ]),
            }
          : {}),
        items: g.items
          .map((it, i) => item(it, ['menus', menuId, 'groups', gi, 'items', i]))
          .filter((x): x is MenuItemDef => x !== undefined),
      };
    });
    menus[menuId] = { id: menuId, groups };
  }

  function expandRolesQuiet(list: readonly string[]): string[] {
    const out = new Set<string>();
    for (const e of list)
      (roleGroups.get(e) ?? (roleCodes.includes(e) ? [e] : [])).forEach((c) => out.add(c));
    return [...out];
  }

  problems.push(...msgs.problems);
  if (problems.length > 0) return { problems };
  return {
    problems,
    model: {
      app,
      roles,
      sections,
      permissions,
      features,
      routes,
      menus,
      endpoints,
      resources,
      pages,
      messages: msgs.tree,
    },
  };
}

/** Two routes may share a path only when they can never both exist (admin-only vs non-admin). */
function modesOverlap(a: string, b: string): boolean {
  const where = (m: string): string[] =>
    m === 'adminOnly' ? ['admin'] : m === 'nonAdmin' ? ['plain'] : ['admin', 'plain'];
  return where(a).some((x) => where(b).includes(x));
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function hintFor(value: string, known: readonly string[]): string | undefined {
  const guess = didYouMean(value, known);
  return guess ? `did you mean '${guess}'?` : undefined;
}
