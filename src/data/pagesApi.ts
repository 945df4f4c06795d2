/**
 * The calls the hand-built pages make, in one place so the pages stay free of endpoint names.
 * Everything goes through the data layer's client, so the §8 error catalogue applies.
 */
import { request } from './http';

export const PROGRESS_FLAGS = [
  'authSettings',
  'uiSettings',
  'langSettings',
  'missionsSettings',
  'goLiveSettings',
] as const;
export type ProgressFlag = (typeof PROGRESS_FLAGS)[number];
export type ProgressFlags = Partial<Record<ProgressFlag, boolean>>;

export interface Language {
  readonly code: string;
  readonly name: string;
}
export interface WidgetTheme {
  readonly [key: string]: unknown;
}
export interface WidgetFeature {
  readonly featureFlag: string;
  readonly installed: boolean;
  readonly locked: boolean;
}
export interface WidgetFeatureGroup {
  readonly groupName: string;
  readonly installed: boolean;
  readonly featureGroups: readonly WidgetFeature[];
}
export interface BillingInfo {
  readonly planName: string;
  readonly planId?: string | number;
  readonly planPrice: number;
  readonly status: string;
  readonly usage?: { readonly currentUsage: number; readonly total: number };
  readonly monthlyUsage?: { readonly currentUsage: number; readonly total: number };
  readonly extraCreditsUsage?: { readonly currentUsage: number; readonly total: number };
}
export interface DeployState {
  readonly type?: string | null;
  readonly status?: string | null;
  readonly data?: unknown;
}
export type CsvStatus = 'PENDING' | 'DONE';

const token = (value: unknown): string | undefined =>
  value && typeof value === 'object' && typeof (value as { token?: unknown }).token === 'string'
    ? (value as { token: string }).token
    : undefined;

async function expectToken(promise: Promise<unknown>): Promise<string> {
  const value = token(await promise);
  if (!value) throw new Error('pages.common.loadFailed');
  return value;
}

// Account (public). These forms show the server's message inline, so no toast repeats it.
const INLINE = { skipNotificationStatus: 'all' } as const;
export const login = (body: { login: string; password: string }) =>
  expectToken(request('auth.login', { body, ...INLINE }));
export const registerAccount = (body: { email: string; password: string }) =>
  expectToken(request('auth.registration', { body, ...INLINE }));
export const forgotPassword = (body: { email: string }) =>
  request('auth.forgotPassword', { body, ...INLINE });
export const recoverPassword = (body: { token: string; password: string }) =>
  request('auth.passwordRecovery', { body, ...INLINE });
export const verifyAccount = (body: { token: string }) =>
  request('auth.accountVerify', { body, ...INLINE });
export const completeRegistration = (body: Record<string, string>) =>
  expectToken(request('operator.completeRegistration', { body, ...INLINE }));

// Basic setup
export const getProgress = () => request('onboarding.get', {}) as Promise<ProgressFlags>;
export const putProgress = (body: ProgressFlags) => request('onboarding.update', { body });

/** The API may list languages as codes or as {code, name}; the page only needs both strings. */
function toLanguage(value: unknown): Language | undefined {
  if (typeof value === 'string') return { code: value, name: value };
  if (value && typeof value === 'object') {
    const { code, name } = value as { code?: unknown; name?: unknown };
    if (typeof code === 'string') return { code, name: typeof name === 'string' ? name : code };
  }
  return undefined;
}
function toLanguageList(value: unknown): Language[] {
  const list = Array.isArray(value)
    ? value
    : value &&
        typeof value === 'object' &&
        Array.isArray((value as { languages?: unknown }).languages)
      ? (value as { languages: unknown[] }).languages
      : [];
  return list.map(toLanguage).filter((l): l is Language => Boolean(l));
}
export const getAllLanguages = async () => toLanguageList(await request('languages.all', {}));
export const getOperatorLanguages = async () =>
  toLanguageList(await request('languages.get', {})).map((l) => l.code);
export const putOperatorLanguages = (codes: readonly string[]) =>
  request('languages.update', { body: { languages: codes } });
export const getWidgetTheme = () => request('widgetTheme.get', {}) as Promise<WidgetTheme | null>;
export const putWidgetTheme = (theme: WidgetTheme) =>
  request('widgetTheme.update', { body: theme });

// My widget
export const getFeatureGroups = () => request('features.list', {}) as Promise<WidgetFeatureGroup[]>;
export const installFeature = (feature: string) =>
  request('features.install', { pathParams: { feature } });
export const uninstallFeature = (feature: string) =>
  request('features.uninstall', { pathParams: { feature } });

// Team
/** §8: an invite failure shows no user message. */
export const inviteMember = (body: { email: string; role: string }) =>
  request('members.invite', { body, skipNotificationStatus: 'all' });
export const updateMemberRole = (memberId: string | number, role: string) =>
  request('members.updateRole', { pathParams: { memberId: String(memberId), role } });
export const removeMember = (memberId: string | number) =>
  request('members.delete', { pathParams: { memberId: String(memberId) } });

// Operator
export const resendVerification = () => request('operator.resendVerification', {});
export const markEmailVerified = () =>
  request('operator.update', { body: { emailVerified: true } });

// Prize pool
export const getPrizePoolSettings = () =>
  request('prizePool.settings', {}) as Promise<{ csvReportGenerationStatus?: CsvStatus } | null>;
export const getUserBalancesFile = () =>
  request('prizePool.csv', { responseType: 'blob' }) as Promise<Blob>;

// Billing, dashboard, web3
export const getBillingInfo = () => request('billing.info', {}) as Promise<BillingInfo | null>;
export const getDashboard = (
  name: 'summary' | 'missionsInsights' | 'rewardsInsights',
  query: { from: string; to: string },
) => request(`dashboard.${name}`, { query }) as Promise<unknown>;
export const getDeployState = () =>
  request('custody.deployStatus', {}) as Promise<DeployState | null>;
