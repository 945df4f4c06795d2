import type { ActionDef } from '../../model/types';
import { canAccess } from '../../access';
import { matchesCondition } from '../shared/recordCondition';

type Scalar = string | number | boolean;

/** Whether a record matches an action's `when` (every field given must hold one of its values). */
export function matchesWhen(action: ActionDef, record: Readonly<Record<string, unknown>>): boolean {
  return matchesCondition(action.when, record);
}

/** §6: an action is offered only to a role that may update its section. */
export function offeredTo(
  actions: readonly ActionDef[],
  role: string | null | undefined,
): ActionDef[] {
  return actions.filter((a) => !!role && canAccess(role, 'update', a.section));
}

/**
 * What one call sends: the declared body, the typed fields (numbers for number inputs) and the
 * reason when one was typed. A blank optional reason is left out rather than sent empty.
 */
export function bodyOf(
  action: ActionDef,
  values: Readonly<Record<string, string>>,
  reason: string,
): Record<string, Scalar> {
  const body: Record<string, Scalar> = { ...action.body };
  for (const f of action.fields) {
    const raw = values[f.field] ?? '';
    body[f.field] = f.input === 'number' && raw.trim() !== '' ? Number(raw) : raw;
  }
  if (action.reason && reason.trim() !== '') body.reason = reason.trim();
  return body;
}
