/** §9: the login shown in the user menu is cut at 26 characters. */
export const LOGIN_MAX_CHARS = 26;
/** §9: how long the "Copied to Clipboard" state lasts. */
export const COPIED_MS = 1500;

export function truncateLogin(login: string, max = LOGIN_MAX_CHARS): string {
  const chars = [...login];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : login;
}
