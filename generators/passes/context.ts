import type { Action, EndpointDef, ResourceDef } from '../../src/model/types.js';
import type { LoadedSchema } from '../load.js';
import { MessageCatalogue } from '../messages.js';
import { guessHint } from '../problems.js';
import type { Problem, ProblemOptions } from '../problems.js';
import type { ProblemKind } from '../problemCodes.js';
import type { RawRoute } from '../raw.js';
import type { Segment, SourceFile } from '../source.js';

/** A route as written, with the file and index it came from. */
export interface LocatedRoute {
  readonly src: SourceFile;
  readonly index: number;
  readonly raw: RawRoute;
}

/**
 * What the passes share: the loaded files, the problems and texts collected so far, and the names
 * each pass declares for the later ones to check against. Passes run in a fixed order (see
 * resolve.ts); a pass only reads names declared by the passes before it.
 */
export class Context {
  readonly problems: Problem[] = [];
  readonly msgs = new MessageCatalogue();

  // roles pass
  readonly roleCodes: string[] = [];
  readonly roleGroups = new Map<string, string[]>();
  /**
   * Role names used but defined nowhere, each with the defined-but-unused role it is probably a
   * misspelling of (or that misspells it): the definition is reported as the root cause, the uses
   * as its consequences.
   */
  readonly misspeltRoles = new Map<string, string>();
  // permissions pass
  readonly sectionCodes: string[] = [];
  /** Sections and 'SECTION.SUB' sub-sections. */
  readonly sectionRefs = new Set<string>();
  readonly permissions: Record<string, Record<string, Action[]>> = {};
  /** Why a role may have lost grants, by role code: a root-cause text for later problems. */
  readonly grantCauses = new Map<string, { text: string; kind: ProblemKind }[]>();
  // features pass
  readonly flags: string[] = [];
  readonly groupCodes: string[] = [];
  readonly featureCodes: string[] = [];
  // endpoints pass
  readonly endpoints: Record<string, EndpointDef> = {};
  readonly resources: Record<string, ResourceDef> = {};
  // routes pass (index)
  readonly routeList: LocatedRoute[] = [];
  readonly routesByName = new Map<string, LocatedRoute>();
  readonly routesByPath = new Map<string, LocatedRoute>();

  constructor(
    readonly schema: LoadedSchema,
    /** Component names of the hand-written page registry (src/app/pageRegistry.ts). */
    readonly registered: ReadonlySet<string>,
  ) {}

  get files(): LoadedSchema['files'] {
    return this.schema.files;
  }

  report(
    src: SourceFile,
    path: readonly Segment[],
    kind: ProblemKind,
    message: string,
    options: ProblemOptions & { key?: boolean } = {},
  ): void {
    this.problems.push(src.problem(path, kind, message, options));
  }

  unknown(
    src: SourceFile,
    path: readonly Segment[],
    kind: ProblemKind,
    what: string,
    value: string,
    known: Iterable<string>,
    extra?: string,
  ): void {
    this.report(src, path, kind, `unknown ${what} '${value}'`, {
      hint: guessHint(value, known) ?? extra,
    });
  }

  /**
   * A role name that names no role (or group). When it pairs with a defined but unused role the
   * use follows from that problem, reported first at the definition; otherwise a plain unknown
   * role, with a "did you mean" among the defined names only.
   */
  unknownRoleUse(
    src: SourceFile,
    path: readonly Segment[],
    what: string,
    value: string,
    known: Iterable<string>,
    options: { extra?: string; key?: boolean } = {},
  ): void {
    const pair = this.misspeltRoles.get(value);
    if (pair !== undefined) {
      this.report(
        src,
        path,
        'unknownRole',
        `unknown ${what} '${value}': no role of that name is defined, and role '${pair}' is defined but used nowhere (see above)`,
        {
          hint: 'fix the problem above first',
          cause: 'roleDefinedUnused',
          key: options.key ?? false,
        },
      );
      return;
    }
    this.report(src, path, 'unknownRole', `unknown ${what} '${value}'`, {
      hint: guessHint(value, known) ?? options.extra,
      key: options.key ?? false,
    });
  }

  duplicate(
    src: SourceFile,
    path: readonly Segment[],
    kind: ProblemKind,
    what: string,
    value: string,
  ): void {
    this.report(src, path, kind, `duplicate ${what} '${value}'`, {
      hint: `each ${what} is declared once`,
    });
  }
}
