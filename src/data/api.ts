import type {
  AccountInfo,
  AvailablePlans,
  BillingInfo,
  Credentials,
  DateRange,
  DeployState,
  FeatureFlag,
  InvitePayload,
  LanguageSelection,
  OnboardingProgress,
  OperatorInfo,
  PasswordRecoveryPayload,
  PaymentLink,
  PaymentLinkPayload,
  PrizePoolSettings,
  QueryParams,
  RegistrationPayload,
  TokenInfo,
  TokenResponse,
  UpgradePreview,
  JsonObject,
  Widget,
  WidgetFeatureGroup,
  WidgetTheme,
} from './apiTypes';
import type { EndpointName } from '../generated/endpoints';
import { AnswerMismatch } from './HttpError';
import type { Answer } from './answers/kit';
import { readAnswer } from './answers/parse';
import { ANSWERS as RECORD_ACTIONS } from './answers/records';
import { ANSWERS as STARTUP } from './answers/startup';
import {
  failureRules,
  malformedAnswer,
  requestRaw,
  unreadValues,
  type RequestOptions,
} from './http';

/** §9: the prize-pool CSV download is saved under this name. */
export const BALANCES_FILE_NAME = 'User_Balances.zip';

/** What a caller may add to any call: cancel it, silence a status, or name the operator. */
export interface CallOptions {
  readonly signal?: AbortSignal;
  readonly skipNotificationStatus?: RequestOptions['skipNotificationStatus'];
  /** Overrides the bound operator (else the session's own) for {operatorId}. */
  readonly operatorId?: string;
  /** Sent ahead of its page: quiet, and a 401 is the page's to act on. */
  readonly ahead?: boolean;
}

type Params = Readonly<Record<string, string | number>>;
type Extra = Omit<RequestOptions, 'signal' | 'skipNotificationStatus'>;

/**
 * Where a call's answer schema comes from. The start-up loads' and the records' checks
 * travel with the data layer (its dataProvider reads records); every other area's are fetched as
 * its first call leaves, alongside the request, so each chunk carries only the checks it reads.
 */
type Schemas = Readonly<Record<string, Answer>>;
type Area = () => Schemas | Promise<Schemas>;
const startup: Area = () => STARTUP;
const billing: Area = () => import('./answers/billing').then((m) => m.ANSWERS);
const web3: Area = () => import('./answers/web3').then((m) => m.ANSWERS);
const widget: Area = () => import('./answers/widget').then((m) => m.ANSWERS);
const settings: Area = () => import('./answers/settings').then((m) => m.ANSWERS);
const records: Area = () => RECORD_ACTIONS;
const dashboards: Area = () =>
  import('./answers/dashboards').then((m) => ({ ...m.ANSWERS, '': m.anyDashboard }));
const singletons: Area = () =>
  import('./answers/settings').then((m) => ({ ...m.ANSWERS, '': m.anySettings }));
/** A call outside the areas (e.g. a record action a product person adds in YAML): as returned. */
const unchecked: Area = () => ({});

/**
 * The answer checked against its schema: defaults filled in, or the §8 load failure; values it
 * could not read are unknown and reported.
 */
async function checked<T>(
  name: EndpointName,
  area: Area,
  answer: Promise<{ status: number; body: unknown }>,
  opts: RequestOptions,
): Promise<T> {
  const schemas = Promise.resolve(area());
  // Both travel at once; a failed call fails as it always has, whatever the schema's load did.
  schemas.catch(() => undefined);
  const { status, body } = await answer;
  const all = await schemas;
  const schema = all[name] ?? all[''];
  if (!schema) return body as T;
  let read;
  try {
    read = readAnswer(schema, body);
  } catch (error) {
    if (error instanceof AnswerMismatch)
      throw malformedAnswer(failureRules(name, opts), error, status);
    throw error;
  }
  if (read.unread) unreadValues(failureRules(name, opts), read.unread, status);
  return read.value as T;
}

/**
 * Every non-CRUD call of §7 and api-contract.md, typed, by endpoint name from the schema's
 * catalogue, bound to one operator (`operatorId`; null: the session's own, as on the front door).
 * The console's dataProvider spreads the bound set as its custom methods
 * (`useDataProvider<ConsoleDataProvider>().getLanguages()`).
 */
export function createApi(operatorId: string | null) {
  function call<T>(
    name: EndpointName,
    area: Area,
    opts: CallOptions = {},
    extra: Extra = {},
  ): Promise<T> {
    const id = opts.operatorId ?? operatorId;
    const pathParams: Params = { ...extra.pathParams, ...(id !== null ? { operatorId: id } : {}) };
    const options: RequestOptions = {
      ...extra,
      pathParams,
      ...(opts.signal ? { signal: opts.signal } : {}),
      ...(opts.skipNotificationStatus !== undefined
        ? { skipNotificationStatus: opts.skipNotificationStatus }
        : {}),
      ...(opts.ahead ? { ahead: true, skipNotificationStatus: 'all' as const } : {}),
    };
    return checked<T>(name, area, requestRaw(name, options), options);
  }

  const get =
    <T>(name: EndpointName, area: Area) =>
    (opts?: CallOptions) =>
      call<T>(name, area, opts);
  const send =
    <B, T = void>(name: EndpointName, area: Area) =>
    (body: B, opts?: CallOptions) =>
      call<T>(name, area, opts, { body });
  const post =
    <T = void>(name: EndpointName, area: Area) =>
    (opts?: CallOptions) =>
      call<T>(name, area, opts);
  const getWith =
    <T>(name: EndpointName, area: Area) =>
    (query: QueryParams = {}, opts?: CallOptions) =>
      call<T>(name, area, opts, { query });

  return {
    // Session and account (public)
    login: send<Credentials, TokenResponse>('auth.login', unchecked),
    register: send<RegistrationPayload, TokenResponse>('auth.registration', unchecked),
    forgotPassword: send<{ readonly email: string }>('auth.forgotPassword', unchecked),
    recoverPassword: send<PasswordRecoveryPayload>('auth.passwordRecovery', unchecked),
    verifyAccount: send<{ readonly token: string }>('auth.accountVerify', unchecked),

    // Startup loads
    getFeatureFlags: get<readonly FeatureFlag[]>('operator.featureFlags', startup),
    getAccountInfo: get<AccountInfo>('operator.accountInfo', startup),
    getOperatorInfo: get<OperatorInfo>('operator.info', startup),
    getTokenInfo: get<TokenInfo>('operator.tokenInfo', startup),
    getOnboardingProgress: get<OnboardingProgress>('onboarding.get', startup),
    updateOnboardingProgress: send<OnboardingProgress, OnboardingProgress>(
      'onboarding.update',
      widget,
    ),
    getFeatures: get<readonly WidgetFeatureGroup[]>('features.list', startup),
    installFeature: (feature: string, opts?: CallOptions) =>
      call<void>('features.install', unchecked, opts, { pathParams: { feature } }),
    uninstallFeature: (feature: string, opts?: CallOptions) =>
      call<void>('features.uninstall', unchecked, opts, { pathParams: { feature } }),

    // Operator account
    updateOperator: send<{ readonly emailVerified: boolean }, OperatorInfo>(
      'operator.update',
      widget,
    ),
    resendVerification: post('operator.resendVerification', unchecked),
    completeRegistration: send<Readonly<Record<string, unknown>>, TokenResponse>(
      'operator.completeRegistration',
      unchecked,
    ),

    // Languages, widget
    getAllLanguages: get<LanguageSelection>('languages.all', widget),
    getLanguages: get<LanguageSelection>('languages.get', widget),
    updateLanguages: send<LanguageSelection, LanguageSelection>('languages.update', widget),
    getWidgetTheme: get<WidgetTheme>('widgetTheme.get', widget),
    updateWidgetTheme: send<WidgetTheme, WidgetTheme>('widgetTheme.update', widget),
    getWidget: get<Widget>('widget.get', widget),

    // Members (the list is the `members` resource)
    inviteMember: send<InvitePayload>('members.invite', unchecked),
    updateMemberRole: (memberId: string | number, role: string, opts?: CallOptions) =>
      call<void>('members.updateRole', unchecked, opts, { pathParams: { memberId, role } }),
    deleteMember: (memberId: string | number, opts?: CallOptions) =>
      call<void>('members.delete', unchecked, opts, { pathParams: { memberId } }),

    // Prize pool
    getPrizePoolSettings: get<PrizePoolSettings>('prizePool.settings', widget),
    updatePrizePoolSettings: send<PrizePoolSettings, PrizePoolSettings>(
      'prizePool.updateSettings',
      widget,
    ),
    /** The balances archive; the caller saves it as BALANCES_FILE_NAME. */
    downloadBalances: (opts?: CallOptions) =>
      call<Blob>('prizePool.csv', unchecked, opts, { responseType: 'blob' }),

    // Subscription
    getBillingInfo: get<BillingInfo>('billing.info', startup),
    getAvailablePlans: get<AvailablePlans>('billing.plans', billing),
    getPlanChange: getWith<JsonObject>('billing.changeInfo', billing),
    changePlan: send<Readonly<Record<string, unknown>>, JsonObject>('billing.change', billing),
    getPaymentUpdate: get<JsonObject>('billing.paymentUpdate', billing),
    getUsageStats: getWith<JsonObject>('billing.usageStats', billing),
    getExtraCredits: get<JsonObject>('billing.extraCredits', billing),
    buyExtraCredits: send<Readonly<Record<string, unknown>>, JsonObject>(
      'billing.buyExtraCredits',
      billing,
    ),
    getBillingHistory: getWith<readonly JsonObject[]>('billing.history', billing),
    getUpgradePreview: (planId: string | number, opts?: CallOptions) =>
      call<UpgradePreview>('billing.upgradePreview', billing, opts, { pathParams: { planId } }),
    requestPaymentLink: send<PaymentLinkPayload, PaymentLink>('billing.paymentLink', billing),

    // Custody and web3
    getDeployStatus: get<DeployState>('custody.deployStatus', startup),
    updateDeployStatus: send<JsonObject, DeployState>('custody.updateDeployStatus', web3),
    updateIntegrationType: send<JsonObject, JsonObject>('custody.updateType', web3),
    getIntegration: get<JsonObject>('custody.integration', web3),
    updateIntegration: send<JsonObject, JsonObject>('custody.updateIntegration', web3),
    getTokenomics: get<JsonObject>('custody.tokenomics', web3),
    updateTokenomics: send<JsonObject, JsonObject>('custody.updateTokenomics', web3),
    getSeed: get<JsonObject>('custody.seed', web3),
    putMasterWallet: send<JsonObject, JsonObject>('custody.masterWallet', web3),
    getPreDeployBalance: get<JsonObject>('custody.preDeployBalance', web3),
    prepareOnboarding: post<JsonObject>('custody.prepareOnboarding', web3),
    deploy: post<JsonObject>('custody.deploy', web3),
    getAirdropWeb3: get<JsonObject>('airdropWeb3.get', web3),
    updateAirdropWeb3: send<JsonObject, JsonObject>('airdropWeb3.update', web3),

    // Dashboard
    /** A schema dashboard's figures, by the endpoint its page declares (any object: its page reads its keys). */
    getDashboard: (name: EndpointName, range: DateRange, opts?: CallOptions) =>
      call<unknown>(name, dashboards, opts, { query: { ...range } }),

    // Singleton settings pages
    getTapToEarnSettings: get<JsonObject>('tapToEarn.settings', settings),
    updateTapToEarnSettings: send<JsonObject, JsonObject>('tapToEarn.updateSettings', settings),
    getReferralSettings: get<JsonObject>('referral.settings', settings),
    updateReferralSettings: send<JsonObject, JsonObject>('referral.updateSettings', settings),
    getSettings: get<JsonObject>('settings.get', settings),
    updateSettings: send<JsonObject, JsonObject>('settings.update', settings),
    getCreditCost: get<readonly JsonObject[]>('creditCost.get', settings),
    updateCreditCost: send<readonly JsonObject[], readonly JsonObject[]>(
      'creditCost.update',
      settings,
    ),

    /** A record action the schema declares (renderers/actions): its endpoint, the record as {id}. */
    runAction: (name: EndpointName, id: string | number, body: JsonObject, opts?: CallOptions) =>
      call<JsonObject | undefined>(name, records, opts, { pathParams: { id }, body }),

    /** A singleton settings page's values, by the endpoint names its schema page declares. */
    getSingleton: (name: EndpointName, opts?: CallOptions) =>
      call<JsonObject | undefined>(name, singletons, opts),
    putSingleton: (
      name: EndpointName,
      values: JsonObject | readonly JsonObject[],
      opts?: CallOptions,
    ) => call<JsonObject | undefined>(name, singletons, opts, { body: values }),
  } as const;
}

export type ConsoleApi = ReturnType<typeof createApi>;

/** The calls of the session's own operator: the front door's (login, registration…). */
export const api: ConsoleApi = createApi(null);
export { isEndpointName } from './http';
