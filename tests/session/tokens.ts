/** Test tokens: unsigned JWTs (the console only decodes; the API verifies). */
export const NOW_MS = Date.UTC(2025, 0, 15, 12, 0, 0);
export const HOUR_S = 3600;

function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function makeToken(payload: Record<string, unknown>): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;
}

/** A token valid at NOW_MS for an hour. */
export function tokenFor(role: string, idOperator: string | number = 42): string {
  return makeToken({ role, id_operator: idOperator, exp: NOW_MS / 1000 + HOUR_S });
}

export function expiredTokenFor(role: string, idOperator: string | number = 42): string {
  return makeToken({ role, id_operator: idOperator, exp: NOW_MS / 1000 - 1 });
}
