import { jwtDecode } from 'jwt-decode';

/** The decoded auth token (§3): only these claims matter to the console. */
export interface DecodedToken {
  readonly role: string;
  /** Absent on tokens that belong to no operator; the API may send it as a number or a string. */
  readonly id_operator: string | number | null;
  /** Expiry, in seconds since the epoch. */
  readonly exp: number;
}

/** Decodes without verifying (the API verifies); null when the token is not a JWT with our claims. */
export function decodeToken(token: string): DecodedToken | null {
  let payload: unknown;
  try {
    payload = jwtDecode<unknown>(token);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { role, id_operator: idOperator, exp } = payload as Record<string, unknown>;
  if (typeof role !== 'string' || typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  const id = typeof idOperator === 'string' || typeof idOperator === 'number' ? idOperator : null;
  return { role, id_operator: id, exp };
}

/** §4 Session: valid only with a known role and an expiry in the future. */
export function isTokenValidFor(
  token: string | null | undefined,
  nowMs: number,
  roleCodes: readonly string[],
): boolean {
  if (!token) return false;
  const decoded = decodeToken(token);
  return !!decoded && roleCodes.includes(decoded.role) && decoded.exp * 1000 > nowMs;
}
