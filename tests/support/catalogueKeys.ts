/** Every text key of a nested catalogue, dotted (`moderation.actions.column`). */
export function catalogueKeys(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return prefix ? [prefix] : [];
  return Object.entries(node).flatMap(([k, v]) => catalogueKeys(v, prefix ? `${prefix}.${k}` : k));
}
