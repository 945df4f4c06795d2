import { request } from '../data/http';
import type { OperatorFetchers } from './loadOperatorData';

/** The start-up calls by endpoint name (schema/endpoints.yaml); the operator in view fills {operatorId}. */
export const operatorFetchers: OperatorFetchers = {
  accountInfo: () => request('operator.accountInfo', {}),
  operatorInfo: () => request('operator.info', {}),
  tokenInfo: () => request('operator.tokenInfo', {}),
  flags: () => request('operator.featureFlags', {}),
  progress: () => request('onboarding.get', {}),
  features: () => request('features.list', {}),
  billingInfo: () => request('billing.info', {}),
  web3State: () => request('custody.deployStatus', {}),
};
