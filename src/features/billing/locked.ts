/**
 * Whether the operator is locked: operator info's `locked` field (api-contract.md: `/info` returns
 * `{id, name, emailVerified, widgetEnabled, ...}`; the console reads `locked: true` there).
 */
export function isLocked(operatorInfo: Readonly<Record<string, unknown>> | null): boolean {
  return operatorInfo?.locked === true;
}
