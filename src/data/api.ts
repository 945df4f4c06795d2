import type * as v from 'valibot';
import type {
  AccountInfo,
  AirdropWeb3,
  AnyObject,
  AvailablePlans,
  BillingInfo,
  CreditCost,
  CreditsBought,
  DeployState,
  ExtraCredits,
  FeatureFlag,
  Integration,
  LanguageSelection,
  MasterWallet,
  OnboardingProgress,
  OperatorInfo,
  OperatorSettings,
  PaymentLink,
  PlanChange,
  PreDeployBalance,
  PrizePoolSettings,
  ReferralSettings,
  Seed,
  Session,
  TapToEarnSettings,
  TokenInfo,
  Tokenomics,
  UpgradePreview,
  UsageStats,
  Widget,
  WidgetFeatureGroup,
  WidgetTheme,
} from './answers';
import type { ANSWERS as ACCOUNT } from './answers/account';
import type { ANSWERS as BILLING } from './answers/billing';
import type { ANSWERS as SETTINGS } from './answers/settings';
import type { ANSWERS as WEB3 } from './answers/web3';
import type { ANSWERS as WIDGET } from './answers/widget';
import type {
  Credentials,
  DateRange,
  InvitePayload,
  PasswordRecoveryPayload,
  PaymentLinkPayload,
  QueryParams,
  RegistrationPayload,
} from './payloads';
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
import { endpointDef } from './endpoints';

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
const account: Area = () => import('./answers/account').then((m) => m.ANSWERS);
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

/** Every endpoint an area names, with its answer schema. */
type Named = typeof ACCOUNT &
  typeof STARTUP &
  typeof BILLING &
  typeof WEB3 &
  typeof WIDGET &
  typeof SETTINGS &
  typeof RECORD_ACTIONS;

/**
 * The endpoints a call promising T may name: one whose answer schema gives a T (so a call's type
 * is what its check lets through), or one no area names (its answer is used as returned). A call
 * that ignores its answer (T void) may name any.
 */
type Giving<T> = [T] extends [void]
  ? EndpointName
  : | { [N in keyof Named]: v.InferOutput<Named[N]> extends T ? N : never }[keyof Named]
    | Exclude<EndpointName, keyof Named>;

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
      throw malformedAnswer(failureRules(endpointDef(name), opts), error, status);
    throw error;
  }
  if (read.unread) unreadValues(failureRules(endpointDef(name), opts), read.unread, status);
  return read.value as T;
}

/** A call by catalogue name: an unknown name rejects, as a failed call does, before any request. */
async function requestByName(name: EndpointName, options: RequestOptions) {
  return requestRaw(endpointDef(name), options);
}

/**
 * Every non-CRUD call of §7 and api-contract.md, typed, by endpoint name from the schema's
 * catalogue, bound to one operator (`operatorId`; null: the session's own, as on the front door).
 * The console's dataProvider spreads the bound set as its custom methods
 * (`useDataProvider<ConsoleDataProvider>().getLanguages()`).
 */
export function createApi(operatorId: string | null) {
  /** A call by an endpoint name the schema gives at run time: its answer is its area's fallback's. */
  function callBy<T>(
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
    return checked<T>(name, area, requestByName(name, options), options);
  }
  const call = <T>(name: Giving<T>, area: Area, opts?: CallOptions, extra?: Extra) =>
    callBy<T>(name, area, opts, extra);

  const get =
    <T>(name: Giving<T>, area: Area) =>
    (opts?: CallOptions) =>
      call<T>(name, area, opts);
  const send =
    <B, T = void>(name: Giving<T>, area: Area) =>
    (body: B, opts?: CallOptions) =>
      call<T>(name, area, opts, { body });
  const post =
    <T = void>(name: Giving<T>, area: Area) =>
    (opts?: CallOptions) =>
      call<T>(name, area, opts);
  const getWith =
    <T>(name: Giving<T>, area: Area) =>
    (query: QueryParams = {}, opts?: CallOptions) =>
      call<T>(name, area, opts, { query });

  return {
    // Session and account (public)
    login: send<Credentials, Session>('auth.login', account),
    register: send<RegistrationPayload, Session>('auth.registration', account),
    forgotPassword: send<{ readonly email: string }>('auth.forgotPassword', account),
    recoverPassword: send<PasswordRecoveryPayload>('auth.passwordRecovery', account),
    verifyAccount: send<{ readonly token: string }>('auth.accountVerify', account),

    // Startup loads
    getFeatureFlags: get<readonly FeatureFlag[]>('operator.featureFlags', startup),
    getAccountInfo: get<AccountInfo>('operator.accountInfo', startup),
    getOperatorInfo: get<OperatorInfo>('operator.info', startup),
    getTokenInfo: get<TokenInfo>('operator.tokenInfo', startup),
    getOnboardingProgress: get<OnboardingProgress>('onboarding.get', startup),
    updateOnboardingProgress: send<OnboardingProgress, OnboardingProgress | undefined>(
      'onboarding.update',
      widget,
    ),
    getFeatures: get<readonly WidgetFeatureGroup[]>('features.list', startup),
    installFeature: (feature: string, opts?: CallOptions) =>
      call<void>('features.install', unchecked, opts, { pathParams: { feature } }),
    uninstallFeature: (feature: string, opts?: CallOptions) =>
      call<void>('features.uninstall', unchecked, opts, { pathParams: { feature } }),

    // Operator account
    updateOperator: send<{ readonly emailVerified: boolean }, OperatorInfo | undefined>(
      'operator.update',
      widget,
    ),
    resendVerification: post('operator.resendVerification', account),
    completeRegistration: send<Readonly<Record<string, unknown>>, Session>(
      'operator.completeRegistration',
      account,
    ),

    // Languages, widget
    getAllLanguages: get<LanguageSelection>('languages.all', widget),
    getLanguages: get<LanguageSelection>('languages.get', widget),
    updateLanguages: send<LanguageSelection, LanguageSelection | undefined>(
      'languages.update',
      widget,
    ),
    getWidgetTheme: get<WidgetTheme | undefined>('widgetTheme.get', widget),
    updateWidgetTheme: send<WidgetTheme, WidgetTheme | undefined>('widgetTheme.update', widget),
    getWidget: get<Widget>('widget.get', widget),

    // Members (the list is the `members` resource)
    inviteMember: send<InvitePayload>('members.invite', unchecked),
    updateMemberRole: (memberId: string | number, role: string, opts?: CallOptions) =>
      call<void>('members.updateRole', unchecked, opts, { pathParams: { memberId, role } }),
    deleteMember: (memberId: string | number, opts?: CallOptions) =>
      call<void>('members.delete', unchecked, opts, { pathParams: { memberId } }),

    // Prize pool
    getPrizePoolSettings: get<PrizePoolSettings>('prizePool.settings', widget),
    updatePrizePoolSettings: send<PrizePoolSettings, PrizePoolSettings | undefined>(
      'prizePool.updateSettings',
      widget,
    ),
    /** The balances archive; the caller saves it as BALANCES_FILE_NAME. */
    downloadBalances: (opts?: CallOptions) =>
      call<Blob>('prizePool.csv', unchecked, opts, { responseType: 'blob' }),

    // Subscription
    getBillingInfo: get<BillingInfo>('billing.info', startup),
    getAvailablePlans: get<AvailablePlans>('billing.plans', billing),
    getPlanChange: getWith<PlanChange>('billing.changeInfo', billing),
    changePlan: send<Readonly<Record<string, unknown>>, BillingInfo | undefined>(
      'billing.change',
      billing,
    ),
    getPaymentUpdate: get<PaymentLink>('billing.paymentUpdate', billing),
    getUsageStats: getWith<UsageStats>('billing.usageStats', billing),
    getExtraCredits: get<ExtraCredits>('billing.extraCredits', billing),
    buyExtraCredits: send<Readonly<Record<string, unknown>>, CreditsBought>(
      'billing.buyExtraCredits',
      billing,
    ),
    getBillingHistory: getWith<readonly AnyObject[]>('billing.history', billing),
    getUpgradePreview: (planId: string | number, opts?: CallOptions) =>
      call<UpgradePreview>('billing.upgradePreview', billing, opts, { pathParams: { planId } }),
    requestPaymentLink: send<PaymentLinkPayload, PaymentLink>('billing.paymentLink', billing),

    // Custody and web3
    getDeployStatus: get<DeployState>('custody.deployStatus', startup),
    updateDeployStatus: send<AnyObject, DeployState | undefined>(
      'custody.updateDeployStatus',
      web3,
    ),
    updateIntegrationType: send<AnyObject, DeployState | undefined>('custody.updateType', web3),
    getIntegration: get<Integration>('custody.integration', web3),
    updateIntegration: send<Integration, Integration | undefined>(
      'custody.updateIntegration',
      web3,
    ),
    getTokenomics: get<Tokenomics>('custody.tokenomics', web3),
    updateTokenomics: send<Tokenomics, Tokenomics | undefined>('custody.updateTokenomics', web3),
    getSeed: get<Seed>('custody.seed', web3),
    putMasterWallet: send<AnyObject, MasterWallet>('custody.masterWallet', web3),
    getPreDeployBalance: get<PreDeployBalance>('custody.preDeployBalance', web3),
    prepareOnboarding: post<DeployState | undefined>('custody.prepareOnboarding', web3),
    deploy: post<DeployState | undefined>('custody.deploy', web3),
    getAirdropWeb3: get<AirdropWeb3>('airdropWeb3.get', web3),
    updateAirdropWeb3: send<AirdropWeb3, AirdropWeb3 | undefined>('airdropWeb3.update', web3),

    // Dashboard
    /** A schema dashboard's figures, by the endpoint its page declares (any object: its page reads its keys). */
    getDashboard: (name: EndpointName, range: DateRange, opts?: CallOptions) =>
      callBy<unknown>(name, dashboards, opts, { query: { ...range } }),

    // Singleton settings pages
    getTapToEarnSettings: get<TapToEarnSettings>('tapToEarn.settings', settings),
    updateTapToEarnSettings: send<TapToEarnSettings, TapToEarnSettings | undefined>(
      'tapToEarn.updateSettings',
      settings,
    ),
    getReferralSettings: get<ReferralSettings>('referral.settings', settings),
    updateReferralSettings: send<ReferralSettings, ReferralSettings | undefined>(
      'referral.updateSettings',
      settings,
    ),
    getSettings: get<OperatorSettings>('settings.get', settings),
    updateSettings: send<OperatorSettings, OperatorSettings | undefined>(
      'settings.update',
      settings,
    ),
    getCreditCost: get<CreditCost>('creditCost.get', settings),
    updateCreditCost: send<CreditCost, CreditCost | undefined>('creditCost.update', settings),

    /** A record action the schema declares (renderers/actions): its endpoint, the record as {id}. */
    runAction: (name: EndpointName, id: string | number, body: AnyObject, opts?: CallOptions) =>
      callBy<AnyObject | undefined>(name, records, opts, { pathParams: { id }, body }),

    /** A singleton settings page's values, by the endpoint names its schema page declares. */
    getSingleton: (name: EndpointName, opts?: CallOptions) =>
      callBy<AnyObject | undefined>(name, singletons, opts),
    putSingleton: (
      name: EndpointName,
      values: AnyObject | readonly AnyObject[],
      opts?: CallOptions,
    ) => callBy<AnyObject | undefined>(name, singletons, opts, { body: values }),
  } as const;
}

export type ConsoleApi = ReturnType<typeof createApi>;

/** The calls of the session's own operator: the front door's (login, registration…). */
export const api: ConsoleApi = createApi(null);
export { isEndpointName } from './endpoints';
