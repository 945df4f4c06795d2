// The light half only: ConsoleData.tsx (the query cache and the dataProvider) is loaded lazily.
export {
  BillingInfoContext,
  EMPTY_OPERATOR_DATA,
  OperatorStateContext,
  StartupStatusContext,
  operatorState,
  useAccountLogin,
  useBillingInfo,
  useOperatorState,
  useStartupStatus,
} from './OperatorStateContext';
export { billingEnabled, web3Installed } from './startupLoads';
export type * from './types';
