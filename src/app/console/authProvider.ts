import type { AuthProvider } from 'react-admin';
import type { Action } from '../../access';
import { canAccessResource } from '../../access/resources';
import { clearSession, decodeToken, getToken, isTokenValid } from '../../session';

/** react-admin actions to the spec's permission actions (§3). */
const ACTIONS: Record<string, Action> = {
  list: 'read',
  show: 'read',
  export: 'read',
  create: 'create',
  edit: 'update',
  update: 'update',
  delete: 'delete',
};

const session = () => {
  const token = getToken();
  return token && isTokenValid(token, Date.now()) ? decodeToken(token) : null;
};

/**
 * The console's authProvider. Logging in happens on the light front door and 401s are handled by
 * the HTTP client (§8), so this one answers "who" and "may they", from the token alone.
 */
export const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => {
    clearSession();
    return '/login';
  },
  checkAuth: async () => {
    if (!session()) throw new Error('No valid session');
  },
  // The HTTP client already cleared the session and redirected on 401; nothing else logs out.
  checkError: async () => undefined,
  getIdentity: async () => {
    const s = session();
    if (!s) throw new Error('No valid session');
    return { id: String(s.id_operator ?? ''), fullName: s.role };
  },
  getPermissions: async () => session()?.role ?? null,
  canAccess: async ({ action, resource }) => {
    const mapped = ACTIONS[action];
    return !!mapped && canAccessResource(session()?.role, mapped, resource);
  },
};
