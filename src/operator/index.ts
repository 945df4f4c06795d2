// The light half only: ConsoleData.tsx (the query cache and the dataProvider) is loaded lazily.
export {
  EMPTY_OPERATOR_DATA,
  OperatorStateContext,
  operatorState,
  useOperatorState,
} from './OperatorStateContext';
export { billingEnabled, web3Installed } from './startupLoads';
export type * from './types';
