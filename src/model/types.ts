/**
 * The console model: the shapes of the data that `npm run generate` writes under src/generated/
 * from schema/*.yaml. The generator emits `export const X = {...} as const satisfies T` so a schema
 * change that breaks the runtime's expectations fails the type-check, not the browser.
 */

export type Action = 'create' | 'read' | 'update' | 'delete';
export type Layout = 'APP' | 'BLANK';

/**
 * Where a route exists:
 * - operator: an operator page; at its own path in both modes, and in admin mode also under
 *   /operators/:operatorId (the super admin's operator view);
 * - adminOnly: only when the console runs in admin mode;
 * - nonAdmin: only outside admin mode;
 * - always: in both modes.
 */
export type RouteMode = 'operator' | 'adminOnly' | 'nonAdmin' | 'always';

export interface RouteDef {
  /** Unique route name, PascalCase (e.g. 'UserData'). */
  readonly name: string;
  /** react-router path pattern, e.g. '/users/:userId'. */
  readonly path: string;
  /** Message-catalogue key of the page title (e.g. 'routes.UserData.title'). */
  readonly title: string;
  /** Route name of the back arrow's target. */
  readonly back?: string;
  readonly layout: Layout;
  readonly mode: RouteMode;
  /** Roles that may open the route, or 'public' for no role restriction. */
  readonly roles: readonly string[] | 'public';
  /** Query parameters the route needs; without them the guard sends the user to `otherwise`. */
  readonly requiredQuery?: { readonly params: readonly string[]; readonly otherwise: string };
  /** account-verify: the guard performs no check at all. */
  readonly skipChecks?: boolean;
  /** password-recovery: a `token` query parameter is the page's own and never logs anyone in. */
  readonly keepTokenParam?: boolean;
  /** Permission section of the page (read is needed to see it in a menu). */
  readonly section?: string;
  /**
   * The §6 action the page needs on its section to open: 'create' for a page that only creates a
   * record (react-admin refuses a create form to a role without it); absent, read.
   */
  readonly action?: 'create';
  /** Feature gate: when it fails the route is unavailable. */
  readonly gate?: Gate;
  /** Page id in src/generated/pages.ts (PAGES); absent for built-in pages. */
  readonly page?: string;
  /** The registered hand-written component (src/app/pageRegistry.ts) when the page is one. */
  readonly component?: string;
}

/** A condition on the operator's state; every key given must hold. */
export interface Gate {
  /** Widget feature group installed (a group counts as installed if any feature is). */
  readonly featureGroup?: string;
  /** A single widget feature installed. */
  readonly feature?: string;
  /** Feature flag enabled. */
  readonly flag?: string;
  /** Web3 deploy state: started (status not NONE) or finished (DONE). */
  readonly web3?: 'started' | 'finished';
  /** true: only when the operator has no internal currency name. */
  readonly noInternalCurrency?: boolean;
}

export interface HomeRule {
  readonly route: string;
  /** adminMode: the console runs in admin mode; setupFinished: basic setup is finished. */
  readonly when?: 'adminMode' | 'setupFinished';
}

export interface RoleDef {
  readonly code: string;
  /** Message-catalogue key of the display label. */
  readonly label: string;
  /** First rule whose condition holds and whose route is available wins; none: Login. */
  readonly home: readonly HomeRule[];
  /** Whether this role is offered in the Invite Member dialog. */
  readonly invitable: boolean;
  /**
   * The team always keeps one active member with this role (ROLE_ADMIN): removing or demoting the
   * last one is refused, so someone can still manage the team.
   */
  readonly keepOne?: true;
}

/** role → section → allowed actions. Sub-sections are written 'MISSIONS.MODERATION'. */
export type PermissionMatrix = Readonly<
  Record<string, Readonly<Record<string, readonly Action[]>>>
>;

export interface SectionDef {
  readonly code: string;
  readonly subSections: readonly string[];
}

export interface MenuItemDef {
  readonly id: string;
  /** Message-catalogue key. */
  readonly label: string;
  /** Target route name (absent for a dropdown with children). */
  readonly route?: string;
  /** When given and its gate holds, the item goes to this route instead. */
  readonly altRoute?: { readonly route: string; readonly when: Gate };
  readonly icon?: string;
  /** Read permission needed on this section or one of its sub-sections. */
  readonly section?: string;
  readonly gate?: Gate;
  readonly children?: readonly MenuItemDef[];
}

export interface MenuGroupDef {
  readonly id: string;
  /** Message-catalogue key; absent for an untitled group (e.g. Settings at the bottom). */
  readonly label?: string;
  readonly items: readonly MenuItemDef[];
}

export interface MenuDef {
  readonly id: 'operatorSidebar' | 'adminSidebar' | 'adminHorizontal';
  readonly groups: readonly MenuGroupDef[];
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDef {
  readonly name: string;
  readonly method: HttpMethod;
  /** Path under the API base, with {placeholders}, e.g. '/api/v1/operator/{operatorId}/users'. */
  readonly path: string;
  /** Sent without the Authorization header. */
  readonly public?: boolean;
  /** Failures only logged, never shown to the user (§8). */
  readonly silent?: boolean;
  /** A collection following the ra-data-simple-rest list convention. */
  readonly list?: boolean;
}

/** A react-admin resource and the endpoints behind its CRUD methods. */
export interface ResourceDef {
  readonly name: string;
  /** Permission section (or sub-section) that react-admin's canAccess checks for this resource. */
  readonly section: string;
  /** Message key of its name in words (plural), when the schema gives one. */
  readonly label?: string;
  readonly list?: string;
  readonly one?: string;
  readonly create?: string;
  readonly update?: string;
  readonly delete?: string;
}

export interface FeatureGroupDef {
  readonly code: string;
  readonly label: string;
  readonly features: readonly string[];
  readonly noCode: boolean;
  readonly popular: boolean;
}

export interface FeaturesDef {
  readonly flags: readonly string[];
  readonly groups: readonly FeatureGroupDef[];
}

export interface AppDef {
  /** Message-catalogue key of the default page title ('Admin Panel'). */
  readonly title: string;
  /** Admin mode: host's first label equals `prefix` or starts with `prefix-`, unless it starts with `excludePrefix`. */
  readonly adminHost: { readonly prefix: string; readonly excludePrefix: string };
  /** Local-storage key of the legacy admin flag: read, and deliberately without effect (§1). */
  readonly adminFlagStorageKey: string;
  readonly tokenStorageKey: string;
  readonly defaultLanguage: string;
}

/** Named validator reference from the schema, e.g. { name: 'minLength', params: { min: 3 } }. */
export interface ValidatorRef {
  readonly name: string;
  readonly params?: Readonly<Record<string, string | number | boolean>>;
}

/** How a value is displayed in a list column or a show page. */
export type DisplayType =
  | 'text'
  | 'number'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'email'
  | 'status'
  | 'money'
  | 'chips'
  /** A segment's rules `[{field, op, value}]`, in words (the labels of the form's rule fields). */
  | 'rules'
  /** A role code shown by its roles.yaml label (§3). */
  | 'role'
  /** A code shown by the label of its `choices` entry (types, statuses in words). */
  | 'enum'
  /**
   * An address from the answer (a proof, a document): a link opening in a new tab if it passes the
   * safe-URL rule, else plain text; a picture's address also shows a small preview.
   */
  | 'url';

/** A fixed choice: the value the API uses and the message key of its label. */
export interface ChoiceDef {
  readonly value: string;
  readonly label: string;
}

export interface ColumnDef {
  readonly field: string;
  /** Message-catalogue key. */
  readonly label: string;
  readonly type: DisplayType;
  readonly sortable: boolean;
  /** `number`, `money`: message key of the unit written after the figure (`296.7 POL`). */
  readonly unit?: string;
  /** `enum`: the label of each value. */
  readonly choices?: readonly ChoiceDef[];
  /** Route the value links to (e.g. a user id opens User Data); its path parameter gets the value. */
  readonly link?: string;
  /** Record field whose value fills the link's path parameter (default: `field`). */
  readonly linkField?: string;
  /**
   * The value is the id of another resource's record: the cell shows that record's `show` field
   * (a name, a login), fetched for the whole page in one getMany, and `link` opens it.
   */
  readonly reference?: ColumnReference;
  /**
   * Drawn only for records that match (a failure's reason only on a failed record); elsewhere the
   * field is left out of a show page and its list cell stays empty.
   */
  readonly showWhen?: RecordCondition;
}

/** Every field named holds the value given, or one of the values of a list. */
export type RecordCondition = Readonly<
  Record<string, string | number | boolean | readonly (string | number | boolean)[]>
>;

export interface ColumnReference {
  /** A resource of endpoints.yaml whose list answers the ids filter (`filter={"id":[…]}`). */
  readonly resource: string;
  /** Field of the referenced record the cell shows. */
  readonly show: string;
}

/** A list's row on a phone (react-admin's small-screen list): declared columns, by field. */
export interface MobileTextsDef {
  readonly primary: string;
  readonly secondary?: string;
  readonly tertiary?: string;
  /** Columns drawn below the secondary text, one a line, each with its column's name. */
  readonly details?: readonly string[];
}

/** A list's sort: a column and its direction. */
export interface ListSort {
  readonly field: string;
  readonly order: 'ASC' | 'DESC';
}

export type InputKind =
  | 'text'
  | 'email'
  | 'password'
  | 'number'
  | 'url'
  | 'textarea'
  | 'boolean'
  | 'select'
  | 'multiselect'
  | 'datetime'
  /** A list of rules `{field, op: gte|lte, value}` over the declared rule fields (segments). */
  | 'rules';

/** One thing a rule may compare, for `input: rules`. */
export interface RuleFieldDef {
  readonly field: string;
  /** Message-catalogue key. */
  readonly label: string;
  readonly type: 'number' | 'date';
}

/** Reload a page's data every `seconds` while a shown record's `field` is one of `while`. */
export interface RefreshDef {
  readonly field: string;
  readonly while: readonly string[];
  readonly seconds: number;
}

/** A show page's list of another resource's rows that belong to the shown record. */
export interface RelatedListDef {
  readonly id: string;
  /** Message-catalogue key. */
  readonly label: string;
  readonly resource: string;
  /** Field of the related rows holding the record's id; absent: the list path takes the id. */
  readonly target?: string;
  readonly columns: readonly ColumnDef[];
  readonly rowClick?: string;
}

/** A fixed choice of a form field; with `feature`, offered only while that widget feature is installed. */
export interface FieldChoice {
  readonly value: string;
  /** Message-catalogue key. */
  readonly label: string;
  readonly feature?: string;
}

export interface FieldDef {
  readonly field: string;
  /** Message-catalogue key. */
  readonly label: string;
  readonly input: InputKind;
  /** For select/multiselect: fixed choices (value + message key), or the endpoint that lists them. */
  readonly choices?: readonly FieldChoice[];
  readonly choicesEndpoint?: string;
  /** For `input: rules`. */
  readonly rules?: readonly RuleFieldDef[];
  readonly validators: readonly ValidatorRef[];
  readonly helperText?: string;
  readonly defaultValue?: string | number | boolean;
}

export interface FilterDef {
  readonly field: string;
  readonly label: string;
  readonly kind: 'search' | 'select' | 'boolean';
  /** Written in the schema, or expanded by the generator from `choicesFrom` (roles, statuses). */
  readonly choices?: readonly ChoiceDef[];
  readonly alwaysOn: boolean;
}

/** Where a select filter or an enum column takes its choices from, instead of a written list. */
export type ChoicesFrom = 'roles' | 'invitableRoles' | 'processingStatuses';

/** A filter value the list opens with. */
export type FilterValue = string | number | boolean;

/**
 * A record action the schema declares on a list or show page (Approve, Block, Adjust points…):
 * a button per record (and, with `bulk`, one for the selected rows) that asks for confirmation,
 * then calls `endpoint` with the record's id as `{id}` and sends `body`, the typed `fields` and
 * the `reason` when asked for.
 */
export interface ActionDef {
  readonly id: string;
  /** Message-catalogue key of the button. */
  readonly label: string;
  /** Endpoint name (PATCH, PUT or POST) whose path has `{id}`. */
  readonly endpoint: string;
  /** Fixed values sent with every call, e.g. `{ status: APPROVED }`. */
  readonly body: Readonly<Record<string, string | number | boolean>>;
  /** Ask for a text in the confirm dialog, sent as `reason`. */
  readonly reason?: 'optional' | 'required';
  /** Values typed in the confirm dialog, checked with the §5 validators. */
  readonly fields: readonly FieldDef[];
  /** Message-catalogue key of the confirm dialog's question. */
  readonly confirm: string;
  /** Also offered for the selected rows of a list: one call per row. */
  readonly bulk: boolean;
  /** Offered only for records whose field has this value (or one of these). */
  readonly when?: RecordCondition;
  /** Permission section on which the role needs update (default: the resource's). */
  readonly section: string;
  /** Colour of the button and of the dialog's confirm button. */
  readonly color: 'primary' | 'error';
}

/** How a dashboard figure is written (src/i18n/format.ts): `37 716`, `$13 405.79`, `12.5%`. */
export type FigureFormat = 'number' | 'money' | 'percent';

/** A KPI card of a dashboard: one figure of the endpoint's body, or one list total. */
export interface DashboardCardDef {
  readonly id: string;
  /** Message-catalogue key. */
  readonly label: string;
  /** Key (dots for nested keys) of the figure in the endpoint's response. */
  readonly field?: string;
  /** The total of a resource's list with these filters (e.g. `{status: PENDING}`). */
  readonly count?: {
    readonly resource: string;
    readonly filter: Readonly<Record<string, string | number | boolean>>;
  };
  readonly format: FigureFormat;
  /** Route the card opens. */
  readonly link?: string;
}

/** A chart of a list of points (`field`) in the endpoint's response: `x` category, `y` value. */
export interface DashboardChartDef {
  readonly id: string;
  readonly kind: 'line' | 'bar' | 'pie';
  /** Message-catalogue key. */
  readonly label: string;
  readonly field: string;
  readonly x: string;
  readonly y: string;
  /** How the values are written on the value axis and in the tooltips (default number). */
  readonly format: FigureFormat;
}

/** Preset ranges of a dashboard, in days (today included). */
export type DashboardRangeDays = 7 | 30 | 90;

/** The page kinds a generic renderer draws; `component` names a registered building block. */
export type PageDef =
  | {
      readonly kind: 'list';
      readonly resource: string;
      readonly columns: readonly ColumnDef[];
      readonly filters: readonly FilterDef[];
      readonly rowClick?: string;
      /** Super admin's Operators: a row opens that operator's view (/operators/{id}, its home there). */
      readonly rowClickOperatorView?: boolean;
      /** Export button (CSV of the declared columns); on unless the schema says false. */
      readonly exportCsv: boolean;
      readonly create?: string;
      /** Registered component (src/app/pageRegistry.ts) drawn in a last column of every row. */
      readonly rowActions?: string;
      readonly refresh?: RefreshDef;
      /** Rows per page the list opens with; one of `perPageOptions`. */
      readonly perPage: number;
      /** Page sizes the pager offers (spec-readings §7: 10, 25, 50, 100). */
      readonly perPageOptions: readonly number[];
      /** Initial sort; the generator defaults it to newest first when there is a createdAt column. */
      readonly sort?: ListSort;
      /** Filters the list opens with (each names a declared filter, so the user can clear it). */
      readonly filterDefaults?: Readonly<Record<string, FilterValue>>;
      readonly actions?: readonly ActionDef[];
      /** Phones: the columns each row shows as texts (absent: chosen from the columns at run time). */
      readonly mobile?: MobileTextsDef;
    }
  | {
      readonly kind: 'show';
      readonly resource: string;
      readonly idParam: string;
      readonly fields: readonly ColumnDef[];
      readonly related?: readonly RelatedListDef[];
      readonly refresh?: RefreshDef;
      readonly actions?: readonly ActionDef[];
    }
  | {
      readonly kind: 'create';
      readonly resource: string;
      readonly idParam?: string;
      readonly fields: readonly FieldDef[];
      /** Route opened after a save; a route with a :param gets the new record's id. */
      readonly redirect?: string;
    }
  | {
      readonly kind: 'edit';
      readonly resource: string;
      readonly idParam: string;
      readonly fields: readonly FieldDef[];
      /** Route opened after a save; none: the page stays on the record. */
      readonly redirect?: string;
      /** Read-only values shown above the form (id, status, dates: what the server sets). */
      readonly readOnly: readonly ColumnDef[];
      /** A Delete button; the record is deleted only after the confirm text is accepted. */
      readonly delete?: {
        /** Message-catalogue key of the confirmation question. */
        readonly confirm: string;
        /** Route opened after the delete (the list). */
        readonly redirect: string;
      };
    }
  | {
      readonly kind: 'settings';
      readonly get: string;
      readonly put: string;
      readonly fields: readonly FieldDef[];
      /** Read-only values of the GET answer shown above the form. */
      readonly summary?: readonly ColumnDef[];
      /**
       * The endpoint reads and writes a list of `{<key>: name, <value>: amount}` rows rather than one
       * object: each field is the row whose key equals the field name (Credit Cost's `[{action, credits}]`).
       */
      readonly rows?: { readonly key: string; readonly value: string };
    }
  | {
      readonly kind: 'tabs';
      /** A tab with a section shows only to roles with read permission on it (or a sub-section). */
      readonly tabs: readonly {
        readonly id: string;
        readonly label: string;
        readonly section?: string;
        readonly page: PageDef;
      }[];
    }
  | {
      readonly kind: 'dashboard';
      /** GET endpoint asked with `?from=&to=`; absent: a page of list totals only (no range). */
      readonly endpoint?: string;
      readonly range: DashboardRangeDays;
      readonly links: readonly string[];
      readonly cards: readonly DashboardCardDef[];
      readonly charts: readonly DashboardChartDef[];
    }
  | { readonly kind: 'component'; readonly component: string };
