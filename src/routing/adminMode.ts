import type { AppDef } from '../model/types';

/**
 * Admin mode (§1, spec-readings §3): the host's first label is the prefix itself or starts with
 * `prefix-`, except the no-code admin variant (`excludePrefix`, e.g. admin-fnc...).
 */
export function isAdminHost(hostname: string, adminHost: AppDef['adminHost']): boolean {
  const label = (hostname.split('.')[0] ?? '').toLowerCase();
  if (label.startsWith(adminHost.excludePrefix)) return false;
  return label === adminHost.prefix || label.startsWith(`${adminHost.prefix}-`);
}

/**
 * The legacy stored admin flag. §1 says it "currently has no effect", so it is read (to keep the
 * key documented and visible in one place) but never consulted: letting a localStorage value switch
 * on admin mode would let any visitor of an operator host open the super admin's pages' shell.
 */
export function readLegacyAdminFlag(storageKey: string): string | null {
  try {
    return globalThis.localStorage?.getItem(storageKey) ?? null;
  } catch {
    return null;
  }
}

/** Admin mode for this page: by host name only; the stored flag is read and ignored (see above). */
export function isAdminMode(
  hostname: string,
  app: Pick<AppDef, 'adminHost' | 'adminFlagStorageKey'>,
): boolean {
  void readLegacyAdminFlag(app.adminFlagStorageKey);
  return isAdminHost(hostname, app.adminHost);
}
