/** Shapes of the YAML files once their JSON Schema has accepted them (generators/schema/). */
import type {
  Action,
  ChoicesFrom,
  FilterValue,
  Gate,
  HttpMethod,
  Layout,
  RouteMode,
} from '../src/model/types.js';

export interface RawApp {
  title: string;
  adminHost: { prefix: string; excludePrefix: string };
  tokenStorageKey: string;
  adminFlagStorageKey: string;
  defaultLanguage: string;
}

export interface RawRoles {
  groups?: Record<string, string[]>;
  roles: {
    code: string;
    label: string;
    home: { route: string; when?: 'adminMode' | 'setupFinished' }[];
    invitable: boolean;
    keepOne?: boolean;
  }[];
}

export interface RawPermissions {
  sections: { code: string; subSections?: string[] }[];
  grants: Record<string, { sections: 'ALL' | string[]; except?: string[]; actions: Action[] }[]>;
}

export interface RawFeatures {
  flags: string[];
  groups: {
    code: string;
    label: string;
    features: string[];
    noCode?: boolean;
    popular?: boolean;
  }[];
}

export interface RawEndpoints {
  endpoints: Record<
    string,
    { method: HttpMethod; path: string; public?: boolean; silent?: boolean; list?: boolean }
  >;
  resources: Record<
    string,
    Partial<Record<'list' | 'one' | 'create' | 'update' | 'delete', string>> & {
      section: string;
      label?: string;
    }
  >;
}

export interface RawMenuItem {
  id?: string;
  label?: string;
  route?: string;
  altRoute?: { route: string; when: Gate };
  icon?: string;
  section?: string;
  gate?: Gate;
  children?: RawMenuItem[];
}

export interface RawMenus {
  menus: Record<
    'operatorSidebar' | 'adminSidebar' | 'adminHorizontal',
    { groups: { id: string; label?: string; items: RawMenuItem[] }[] }
  >;
}

export interface RawChoice {
  value: string;
  label: string;
  /** Form fields only: offered while this widget feature is installed. */
  feature?: string;
}

export interface RawColumn {
  field: string;
  label: string;
  type?: string;
  sortable?: boolean;
  unit?: string;
  choices?: RawChoice[];
  choicesFrom?: ChoicesFrom;
  link?: string;
  linkField?: string;
  reference?: { resource: string; show: string };
  showWhen?: Record<string, string | number | boolean | (string | number | boolean)[]>;
}

export interface RawFilter {
  field: string;
  label: string;
  kind: 'search' | 'select' | 'boolean';
  choices?: RawChoice[];
  choicesFrom?: ChoicesFrom;
  alwaysOn?: boolean;
}

export interface RawField {
  field: string;
  label: string;
  input?: string;
  choices?: RawChoice[];
  choicesEndpoint?: string;
  rules?: { field: string; label: string; type: 'number' | 'date' }[];
  validators?: { name: string; params?: Record<string, string | number | boolean> }[];
  helperText?: string;
  defaultValue?: string | number | boolean;
}

export interface RawRefresh {
  field: string;
  while: string[];
  seconds?: number;
}

export interface RawRelated {
  id: string;
  label: string;
  resource: string;
  target?: string;
  columns: RawColumn[];
  rowClick?: string;
}

export interface RawAction {
  id: string;
  label: string;
  endpoint: string;
  body?: Record<string, string | number | boolean>;
  reason?: 'optional' | 'required';
  fields?: RawField[];
  confirm: string;
  bulk?: boolean;
  when?: Record<string, string | number | boolean | (string | number | boolean)[]>;
  section?: string;
  color?: 'primary' | 'error';
}

/** A list's texts on a phone: columns (by field) shown as each row's primary/secondary/tertiary text. */
export interface RawMobile {
  primary: string;
  secondary?: string;
  tertiary?: string;
  details?: string[];
}

export type RawPage =
  | {
      kind: 'list';
      resource: string;
      columns: RawColumn[];
      filters?: RawFilter[];
      rowClick?: string;
      rowClickOperatorView?: boolean;
      exportCsv?: boolean;
      create?: string;
      rowActions?: string;
      perPage?: number;
      perPageOptions?: number[];
      sort?: { field: string; order: 'ASC' | 'DESC' };
      filterDefaults?: Record<string, FilterValue>;
      refresh?: RawRefresh;
      actions?: RawAction[];
      mobile?: RawMobile;
    }
  | {
      kind: 'show';
      resource: string;
      idParam: string;
      fields: RawColumn[];
      related?: RawRelated[];
      refresh?: RawRefresh;
      actions?: RawAction[];
    }
  | {
      kind: 'create';
      resource: string;
      idParam?: string;
      fields: RawField[];
      redirect?: string;
    }
  | {
      kind: 'edit';
      resource: string;
      idParam: string;
      fields: RawField[];
      redirect?: string;
      readOnly?: RawColumn[];
      delete?: { confirm: string; redirect: string };
    }
  | {
      kind: 'settings';
      get: string;
      put: string;
      fields: RawField[];
      summary?: RawColumn[];
      rows?: { key: string; value: string };
    }
  | { kind: 'tabs'; tabs: { id: string; label: string; section?: string; page: RawPage }[] }
  | {
      kind: 'dashboard';
      endpoint?: string;
      range?: 7 | 30 | 90;
      links?: string[];
      cards?: RawDashboardCard[];
      charts?: RawDashboardChart[];
    }
  | { kind: 'component'; component: string };

export interface RawDashboardCard {
  id?: string;
  label: string;
  field?: string;
  count?: { resource: string; filter?: Record<string, string | number | boolean> };
  format?: 'number' | 'money' | 'percent';
  link?: string;
}

export interface RawDashboardChart {
  id?: string;
  kind: 'line' | 'bar' | 'pie';
  label: string;
  field: string;
  x: string;
  y: string;
  format?: 'number' | 'money' | 'percent';
}

export interface RawRoute {
  name: string;
  path: string;
  title: string;
  back?: string;
  layout?: Layout;
  mode?: RouteMode;
  roles: 'public' | string[];
  section?: string;
  gate?: Gate;
  requiredQuery?: { params: string[]; otherwise: string };
  skipChecks?: boolean;
  keepTokenParam?: boolean;
  page?: RawPage;
}

export interface RawSection {
  order: number;
  routes: RawRoute[];
}

/** schema/departures.yaml: spec defaults the schema leaves on purpose (generators/spec). */
export interface RawDepartures {
  departures: { what: string; reason: string }[];
}
