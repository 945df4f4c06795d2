export { OperatorStateProvider } from './OperatorStateProvider';
export { useOperatorState } from './useOperatorState';
export type * from './types';
