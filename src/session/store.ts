import { APP } from '../generated/app';
import { ROLE_CODES } from '../generated/roles';
import { readItem, writeItem } from './storage';
import { decodeToken, isTokenValidFor } from './token';

export const OPERATOR_ID_KEY = 'operator_id';
const TOKEN_KEY = APP.tokenStorageKey;

type Listener = () => void;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

// Another tab logging in or out changes what this tab may show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === OPERATOR_ID_KEY) emit();
  });
}

export function getToken(): string | null {
  return readItem(TOKEN_KEY);
}

export function getOperatorId(): string | null {
  return readItem(OPERATOR_ID_KEY);
}

/** §4 Login: stores the token and the operator id it carries. */
export function setToken(token: string): void {
  const id = decodeToken(token)?.id_operator;
  writeItem(TOKEN_KEY, token);
  writeItem(OPERATOR_ID_KEY, id === null || id === undefined ? null : String(id));
  emit();
}

/** §4 Logout: clears both. */
export function clearSession(): void {
  writeItem(TOKEN_KEY, null);
  writeItem(OPERATOR_ID_KEY, null);
  emit();
}

export function isTokenValid(token: string | null | undefined, nowMs: number): boolean {
  return isTokenValidFor(token, nowMs, ROLE_CODES);
}

/** Called after every session change (this tab or another); returns the unsubscribe function. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
