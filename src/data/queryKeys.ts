import type { EndpointName } from '../generated/endpoints';

/**
 * The query key of an operator's call: the operator first, so nothing crosses operators and
 * `['operator', id]` invalidates all of one operator's data; then the endpoint's name and any
 * arguments (`operatorKey(id, 'dashboard.summary', range)`).
 */
export function operatorKey(
  operatorId: string | null,
  endpoint: EndpointName,
  ...args: readonly unknown[]
): readonly unknown[] {
  return ['operator', operatorId, endpoint, ...args];
}
