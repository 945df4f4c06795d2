import { ROLES } from '../../generated/roles';
import type { ChoiceDef } from '../../model/types';

export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** Reads `a.b.c` from a record, so columns may name nested API fields. */
export function readPath(record: unknown, path: string): unknown {
  let node: unknown = record;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Message key of a role's roles.yaml label (§3), or undefined for a code the schema does not know. */
export function roleLabelKey(code: string): string | undefined {
  return ROLES.find((r) => r.code === code)?.label;
}

/** Message key of an enum value's label, or undefined when the value is not among the choices. */
export function choiceLabelKey(
  choices: readonly ChoiceDef[] | undefined,
  value: unknown,
): string | undefined {
  return choices?.find((c) => c.value === String(value))?.label;
}
