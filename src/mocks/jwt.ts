/**
 * Unsigned-but-well-formed JWTs for the mock API. The signature is a keyed hash, not cryptography:
 * enough that a token edited by hand (or truncated) fails verification like it would on a real API.
 */

export interface MockClaims {
  role: string;
  id_operator: string | null;
  /** Login the token belongs to (lets recovery and verification tokens name an account). */
  sub: string;
  /** Seconds since the epoch. */
  exp: number;
  iat: number;
}

/** Default lifetime of a session token. */
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;
const KEY = 'mock-api-demo-key';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(part: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  try {
    const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** FNV-1a over key + content, twice with different offsets, as a 16-hex-digit tag. */
function sign(content: string): string {
  const hash = (offset: number) => {
    let h = offset >>> 0;
    for (const ch of KEY + content) {
      h ^= ch.charCodeAt(0);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
  };
  return toBase64Url(hash(0x811c9dc5) + hash(0x01234567));
}

export function mintToken(
  claims: { role: string; id_operator: string | null; sub: string },
  nowMs: number,
  ttlSeconds = TOKEN_TTL_SECONDS,
): string {
  const iat = Math.floor(nowMs / 1000);
  const header = toBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = toBase64Url(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds }));
  return `${header}.${payload}.${sign(`${header}.${payload}`)}`;
}

export type VerifyResult =
  { ok: true; claims: MockClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyToken(token: string, nowMs: number): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  if (sign(`${header}.${payload}`) !== signature) return { ok: false, reason: 'signature' };
  const json = fromBase64Url(payload);
  if (json === null) return { ok: false, reason: 'malformed' };
  let claims: unknown;
  try {
    claims = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const c = claims as Partial<MockClaims> | null;
  if (!c || typeof c.role !== 'string' || typeof c.exp !== 'number' || typeof c.sub !== 'string') {
    return { ok: false, reason: 'malformed' };
  }
  if (c.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    claims: {
      role: c.role,
      id_operator: typeof c.id_operator === 'string' ? c.id_operator : null,
      sub: c.sub,
      exp: c.exp,
      iat: typeof c.iat === 'number' ? c.iat : 0,
    },
  };
}
