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
import { request, type RequestOptions } from './http';

/** §9: the prize-pool CSV download is saved under this name. */
export const BALANCES_FILE_NAME = 'User_Balances.zip';

/** What a caller may add to any call: cancel it, silence a status, or name the operator. */
export interface CallOptions {
  readonly signal?: AbortSignal;
  readonly skipNotificationStatus?: RequestOptions['skipNotificationStatus'];
  /** Overrides the bound operator (else the session's own) for {operatorId}. */
  readonly operatorId?: string;
}

type Params = Readonly<Record<string, string | number>>;
type Extra = Omit<RequestOptions, 'signal' | 'skipNotificationStatus'>;

/**
 * Every non-CRUD call of §7 and api-contract.md, typed, by endpoint name from the schema's
 * catalogue, bound to one operator (`operatorId`; null: the session's own, as on the front door).
 * The console's dataProvider spreads the bound set as its custom methods
 * (`useDataProvider<ConsoleDataProvider>().getLanguages()`).
 */
export function createApi(operatorId: string | null) {
  function call<T>(name: EndpointName, opts: CallOptions = {}, extra: Extra = {}): Promise<T> {
    const id = opts.operatorId ?? operatorId;
    const pathParams: Params = { ...extra.pathParams, ...(id !== null ? { operatorId: id } : {}) };
    return request<T>(name, {
      ...extra,
      pathParams,
      ...(opts.signal ? { signal: opts.signal } : {}),
      ...(opts.skipNotificationStatus !== undefined
        ? { skipNotificationStatus: opts.skipNotificationStatus }
        : {}),
    });
  }

  const get =
    <T>(name: EndpointName) =>
    (opts?: CallOptions) =>
      call<T>(name, opts);
  const send =
    <B, T = void>(name: EndpointName) =>
    (body: B, opts?: CallOptions) =>
      call<T>(name, opts, { body });
  const post =
    <T = void>(name: EndpointName) =>
    (opts?: CallOptions) =>
      call<T>(name, opts);
  const getWith =
    <T>(name: EndpointName) =>
    (query: QueryParams = {}, opts?: CallOptions) =>
      call<T>(name, opts, { query });

  return {
    // Session and account (public)
    login: send<Credentials, TokenResponse>('auth.login'),
    register: send<RegistrationPayload, TokenResponse>('auth.registration'),
    forgotPassword: send<{ readonly email: string }>('auth.forgotPassword'),
    recoverPassword: send<PasswordRecoveryPayload>('auth.passwordRecovery'),
    verifyAccount: send<{ readonly token: string }>('auth.accountVerify'),

    // Startup loads
    getFeatureFlags: get<readonly FeatureFlag[]>('operator.featureFlags'),
    getAccountInfo: get<AccountInfo>('operator.accountInfo'),
    getOperatorInfo: get<OperatorInfo>('operator.info'),
    getTokenInfo: get<TokenInfo>('operator.tokenInfo'),
    getOnboardingProgress: get<OnboardingProgress>('onboarding.get'),
    updateOnboardingProgress: send<OnboardingProgress, OnboardingProgress>('onboarding.update'),
    getFeatures: get<readonly WidgetFeatureGroup[]>('features.list'),
    installFeature: (feature: string, opts?: CallOptions) =>
      call<void>('features.install', opts, { pathParams: { feature } }),
    uninstallFeature: (feature: string, opts?: CallOptions) =>
      call<void>('features.uninstall', opts, { pathParams: { feature } }),

    // Operator account
    updateOperator: send<{ readonly emailVerified: boolean }, OperatorInfo>('operator.update'),
    resendVerification: post('operator.resendVerification'),
    completeRegistration: send<Readonly<Record<string, unknown>>, TokenResponse>(
      'operator.completeRegistration',
    ),

    // Languages, widget
    getAllLanguages: get<LanguageSelection>('languages.all'),
    getLanguages: get<LanguageSelection>('languages.get'),
    updateLanguages: send<LanguageSelection, LanguageSelection>('languages.update'),
    getWidgetTheme: get<WidgetTheme>('widgetTheme.get'),
    updateWidgetTheme: send<WidgetTheme, WidgetTheme>('widgetTheme.update'),
    getWidget: get<Widget>('widget.get'),

    // Members (the list is the `members` resource)
    inviteMember: send<InvitePayload>('members.invite'),
    updateMemberRole: (memberId: string | number, role: string, opts?: CallOptions) =>
      call<void>('members.updateRole', opts, { pathParams: { memberId, role } }),
    deleteMember: (memberId: string | number, opts?: CallOptions) =>
      call<void>('members.delete', opts, { pathParams: { memberId } }),

    // Prize pool
    getPrizePoolSettings: get<PrizePoolSettings>('prizePool.settings'),
    updatePrizePoolSettings: send<PrizePoolSettings, PrizePoolSettings>('prizePool.updateSettings'),
    /** The balances archive; the caller saves it as BALANCES_FILE_NAME. */
    downloadBalances: (opts?: CallOptions) =>
      call<Blob>('prizePool.csv', opts, { responseType: 'blob' }),

    // Subscription
    getBillingInfo: get<BillingInfo>('billing.info'),
    getAvailablePlans: get<AvailablePlans>('billing.plans'),
    getPlanChange: getWith<JsonObject>('billing.changeInfo'),
    changePlan: send<Readonly<Record<string, unknown>>, JsonObject>('billing.change'),
    getPaymentUpdate: get<JsonObject>('billing.paymentUpdate'),
    getUsageStats: getWith<JsonObject>('billing.usageStats'),
    getExtraCredits: get<JsonObject>('billing.extraCredits'),
    buyExtraCredits: send<Readonly<Record<string, unknown>>, JsonObject>('billing.buyExtraCredits'),
    getBillingHistory: getWith<readonly JsonObject[]>('billing.history'),
    getUpgradePreview: (planId: string | number, opts?: CallOptions) =>
      call<UpgradePreview>('billing.upgradePreview', opts, { pathParams: { planId } }),
    requestPaymentLink: send<PaymentLinkPayload, PaymentLink>('billing.paymentLink'),

    // Custody and web3
    getDeployStatus: get<DeployState>('custody.deployStatus'),
    updateDeployStatus: send<JsonObject, DeployState>('custody.updateDeployStatus'),
    updateIntegrationType: send<JsonObject, JsonObject>('custody.updateType'),
    getIntegration: get<JsonObject>('custody.integration'),
    updateIntegration: send<JsonObject, JsonObject>('custody.updateIntegration'),
    getTokenomics: get<JsonObject>('custody.tokenomics'),
    updateTokenomics: send<JsonObject, JsonObject>('custody.updateTokenomics'),
    getSeed: get<JsonObject>('custody.seed'),
    putMasterWallet: send<JsonObject, JsonObject>('custody.masterWallet'),
    getPreDeployBalance: get<JsonObject>('custody.preDeployBalance'),
    prepareOnboarding: post<JsonObject>('custody.prepareOnboarding'),
    deploy: post<JsonObject>('custody.deploy'),
    getAirdropWeb3: get<JsonObject>('airdropWeb3.get'),
    updateAirdropWeb3: send<JsonObject, JsonObject>('airdropWeb3.update'),

    // Dashboard
    /** A schema dashboard's figures, by the endpoint its page declares; the body is used as sent. */
    getDashboard: (name: EndpointName, range: DateRange, opts?: CallOptions) =>
      call<unknown>(name, opts, { query: { ...range } }),

    // Singleton settings pages
    getTapToEarnSettings: get<JsonObject>('tapToEarn.settings'),
    updateTapToEarnSettings: send<JsonObject, JsonObject>('tapToEarn.updateSettings'),
    getReferralSettings: get<JsonObject>('referral.settings'),
    updateReferralSettings: send<JsonObject, JsonObject>('referral.updateSettings'),
    getSettings: get<JsonObject>('settings.get'),
    updateSettings: send<JsonObject, JsonObject>('settings.update'),
    getCreditCost: get<readonly JsonObject[]>('creditCost.get'),
    updateCreditCost: send<readonly JsonObject[], readonly JsonObject[]>('creditCost.update'),

    /** A record action the schema declares (renderers/actions): its endpoint, the record as {id}. */
    runAction: (name: EndpointName, id: string | number, body: JsonObject, opts?: CallOptions) =>
      call<JsonObject | undefined>(name, opts, { pathParams: { id }, body }),

    /** A singleton settings page's values, by the endpoint names its schema page declares. */
    getSingleton: (name: EndpointName, opts?: CallOptions) =>
      call<JsonObject | undefined>(name, opts),
    putSingleton: (
      name: EndpointName,
      values: JsonObject | readonly JsonObject[],
      opts?: CallOptions,
    ) => call<JsonObject | undefined>(name, opts, { body: values }),
  } as const;
}

export type ConsoleApi = ReturnType<typeof createApi>;

/** The calls of the session's own operator: the front door's (login, registration…). */
export const api: ConsoleApi = createApi(null);
export { isEndpointName } from './http';
