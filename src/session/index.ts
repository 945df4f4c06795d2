export { decodeToken, isTokenValidFor, type DecodedToken } from './token';
export {
  OPERATOR_ID_KEY,
  clearSession,
  getOperatorId,
  getToken,
  isTokenValid,
  setToken,
  subscribeSession,
} from './store';
