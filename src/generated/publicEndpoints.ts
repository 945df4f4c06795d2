// generated from schema/ — do not edit; run `npm run generate`
import type { EndpointDef } from '../model/types';

/** The part of endpoints.ts called without a session (`public`): the front door's calls, the only endpoint definitions the login route downloads. */
export const PUBLIC_ENDPOINTS = {
  'auth.login': { name: 'auth.login', method: 'POST', path: '/api/v1/auth/login', public: true },
  'auth.registration': {
    name: 'auth.registration',
    method: 'POST',
    path: '/api/v1/auth/registration',
    public: true,
  },
  'auth.forgotPassword': {
    name: 'auth.forgotPassword',
    method: 'POST',
    path: '/api/v1/auth/forgot-password',
    public: true,
  },
  'auth.passwordRecovery': {
    name: 'auth.passwordRecovery',
    method: 'POST',
    path: '/api/v1/auth/password-recovery',
    public: true,
  },
  'auth.accountVerify': {
    name: 'auth.accountVerify',
    method: 'POST',
    path: '/api/v1/auth/account-verify',
    public: true,
  },
} as const satisfies Readonly<Record<string, EndpointDef>>;

export type PublicEndpointName = keyof typeof PUBLIC_ENDPOINTS;
