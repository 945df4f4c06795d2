// generated from schema/ — do not edit; run `npm run generate`
import type { RoleDef } from '../model/types';

export const ROLES = [
  {
    code: 'ROLE_SUPER_ADMIN',
    label: 'roles.ROLE_SUPER_ADMIN',
    home: [
      { route: 'Operators', when: 'adminMode' },
      { route: 'MyWidget', when: 'setupFinished' },
      { route: 'BasicSetup' },
    ],
    invitable: false,
  },
  {
    code: 'ROLE_ADMIN_REGISTRATION',
    label: 'roles.ROLE_ADMIN_REGISTRATION',
    home: [{ route: 'CompletingRegistration' }],
    invitable: false,
  },
  {
    code: 'ROLE_RESET_PASSWORD',
    label: 'roles.ROLE_RESET_PASSWORD',
    home: [{ route: 'ChangePassword' }],
    invitable: false,
  },
  {
    code: 'ROLE_ADMIN',
    label: 'roles.ROLE_ADMIN',
    home: [{ route: 'MyWidget', when: 'setupFinished' }, { route: 'BasicSetup' }],
    invitable: true,
    keepOne: true,
  },
  {
    code: 'ROLE_DEVELOPMENT',
    label: 'roles.ROLE_DEVELOPMENT',
    home: [{ route: 'MyWidget', when: 'setupFinished' }, { route: 'BasicSetup' }],
    invitable: true,
  },
  {
    code: 'ROLE_MARKETING',
    label: 'roles.ROLE_MARKETING',
    home: [{ route: 'MyWidget', when: 'setupFinished' }, { route: 'BasicSetup' }],
    invitable: true,
  },
  {
    code: 'ROLE_PRODUCT',
    label: 'roles.ROLE_PRODUCT',
    home: [{ route: 'MyWidget', when: 'setupFinished' }, { route: 'BasicSetup' }],
    invitable: true,
  },
  {
    code: 'ROLE_SUPPORT',
    label: 'roles.ROLE_SUPPORT',
    home: [{ route: 'MyWidget', when: 'setupFinished' }, { route: 'BasicSetup' }],
    invitable: true,
  },
  {
    code: 'ROLE_MODERATOR',
    label: 'roles.ROLE_MODERATOR',
    home: [{ route: 'Welcome' }],
    invitable: true,
  },
] as const satisfies readonly RoleDef[];

export const ROLE_CODES = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN_REGISTRATION',
  'ROLE_RESET_PASSWORD',
  'ROLE_ADMIN',
  'ROLE_DEVELOPMENT',
  'ROLE_MARKETING',
  'ROLE_PRODUCT',
  'ROLE_SUPPORT',
  'ROLE_MODERATOR',
] as const;

export type RoleCode = (typeof ROLE_CODES)[number];
