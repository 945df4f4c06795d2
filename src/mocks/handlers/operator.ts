/** Operator, language, widget, setup, feature and team calls (§7 table one and the contract). */
import type { HttpHandler } from 'msw';
import { ROLES } from '../../generated/roles';
import { newId, refreshGroupInstalled, type MockDb, type Row } from '../db';
import { mintToken } from '../jwt';
import { findAccount, sendVerification } from './auth';
import {
  ADMINS,
  byId,
  check,
  HttpError,
  json,
  list,
  noContent,
  notFound,
  SIGNED_IN,
  TEAM,
  type Context,
  type createRoute,
} from './http';
import { PROGRESS_FLAGS } from '../../data/answers';
import { KEPT_ROLES, teamChangeRefusal, type TeamChange } from '../../access';
import { recordsMessagesEn } from '../../i18n/en/records';
import { email, maxLength, oneOf, optionalBoolean, optionalUrl, required, str } from './validate';

/** Roles a member may be invited with or given: those schema/roles.yaml marks `invitable`. */
export const MEMBER_ROLES: readonly string[] = ROLES.filter((r) => r.invitable).map((r) => r.code);

export function operatorRow(db: MockDb, id: string) {
  const row = db.operators.find((o) => o.id === id);
  if (!row) throw notFound('Operator');
  return row;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

function languageList(db: MockDb, codes: readonly string[]) {
  return codes.map((code) => db.allLanguages.find((l) => l.code === code) ?? { code, name: code });
}

/** A real API refuses the team's foot-guns too (src/access/teamGuard.ts): a 400 with the reason. */
function guardTeamChange(ctx: Context, member: Row, change: TeamChange): void {
  const refusal = teamChangeRefusal({
    member: { email: member.email, role: member.role, status: member.status },
    change,
    currentLogin: ctx.claims.sub,
    activeWithRole: ctx.op.members.filter((m) => m.role === member.role && m.status === 'ACTIVE')
      .length,
    keptRoles: KEPT_ROLES,
  });
  if (refusal) throw new HttpError(400, recordsMessagesEn.records.team[refusal]);
}

function addMember(ctx: Context, body: Record<string, unknown>, status: 'ACTIVE' | 'INVITED'): Row {
  check({ email: email(body.email), role: oneOf(body.role, MEMBER_ROLES, 'Role') });
  const address = String(body.email).trim();
  if (ctx.op.members.some((m) => String(m.email).toLowerCase() === address.toLowerCase())) {
    check({ email: 'This email is already a member of the team' });
  }
  const member: Row = {
    id: newId(ctx.db),
    email: address,
    role: String(body.role),
    status,
    createdAt: new Date(ctx.now).toISOString(),
  };
  ctx.op.members.push(member);
  return member;
}

export function operatorHandlers(route: ReturnType<typeof createRoute>): HttpHandler[] {
  const scoped = '/operator/:operatorId';
  return [
    route('get', `${scoped}/feature-flags`, { access: SIGNED_IN }, (ctx) =>
      json(ctx.op.featureFlags),
    ),
    route('get', `${scoped}/account-info`, { access: SIGNED_IN }, (ctx) => {
      const account = findAccount(ctx.db, ctx.claims.sub);
      return json({
        login: account?.login ?? ctx.claims.sub,
        role: account?.role ?? ctx.claims.role,
      });
    }),
    route('get', `${scoped}/info`, { access: SIGNED_IN }, (ctx) =>
      json(operatorRow(ctx.db, ctx.operatorId)),
    ),
    route('get', `${scoped}/token-info`, { access: SIGNED_IN }, (ctx) => json(ctx.op.tokenInfo)),
    route('patch', scoped, { access: TEAM }, async (ctx) => {
      const body = await ctx.object();
      check({
        emailVerified: optionalBoolean(body.emailVerified, 'emailVerified'),
        name:
          body.name === undefined
            ? undefined
            : (required(body.name, 'Name') ?? maxLength(body.name, 100)),
      });
      if (body.emailVerified !== undefined && ctx.claims.role !== 'ROLE_SUPER_ADMIN') {
        throw new HttpError(403, "Only a super admin can verify an operator's email");
      }
      const row = operatorRow(ctx.db, ctx.operatorId);
      if (typeof body.emailVerified === 'boolean') row.emailVerified = body.emailVerified;
      if (typeof body.name === 'string') row.name = body.name.trim();
      return json(row);
    }),
    route('post', `${scoped}/resend-verification`, { access: SIGNED_IN }, (ctx) => {
      const row = operatorRow(ctx.db, ctx.operatorId);
      if (row.emailVerified) throw new HttpError(400, 'The email is already verified');
      sendVerification(ctx.db, row.login, row.id, ctx.now);
      return noContent();
    }),
    route(
      'post',
      `${scoped}/complete-registration`,
      { access: ['ROLE_ADMIN_REGISTRATION'] },
      async (ctx) => {
        const body = await ctx.object();
        const companyName = body.companyName ?? body.name;
        check({
          companyName: required(companyName, 'Company name') ?? maxLength(companyName, 100),
          website: optionalUrl(body.website),
          contactName: maxLength(body.contactName, 100),
        });
        const row = operatorRow(ctx.db, ctx.operatorId);
        row.name = String(companyName).trim();
        row.status = 'ACTIVE';
        if (str(body.website)) row.website = String(body.website);
        if (str(body.contactName)) row.contactName = String(body.contactName);
        ctx.op.settings = {
          ...ctx.op.settings,
          name: row.name,
          websiteUrl: str(body.website) ?? '',
        };
        const account = findAccount(ctx.db, ctx.claims.sub);
        if (account) account.role = 'ROLE_ADMIN';
        const token = mintToken(
          { role: 'ROLE_ADMIN', id_operator: ctx.operatorId, sub: ctx.claims.sub },
          ctx.now,
        );
        return json({ token });
      },
    ),

    route('get', '/language/all', { access: SIGNED_IN }, (ctx) => json(ctx.db.allLanguages)),
    route('get', `${scoped}/languages`, { access: TEAM }, (ctx) =>
      json(languageList(ctx.db, ctx.op.languages)),
    ),
    route('put', `${scoped}/languages`, { access: TEAM }, async (ctx) => {
      const body = await ctx.body();
      // Accepts {languages: [...]} or a bare array, of codes or {code} objects.
      const raw = Array.isArray(body)
        ? body
        : (body as { languages?: unknown } | undefined)?.languages;
      if (!Array.isArray(raw)) check({ languages: 'languages must be a list of language codes' });
      const codes = (raw as unknown[]).map((v) =>
        typeof v === 'string' ? v : String((v as { code?: unknown } | null)?.code ?? ''),
      );
      const unknown = codes.filter((c) => !ctx.db.allLanguages.some((l) => l.code === c));
      check({
        languages:
          codes.length === 0
            ? 'Select at least one language'
            : unknown.length > 0
              ? `Unknown language: ${unknown.join(', ')}`
              : undefined,
      });
      ctx.op.languages = [...new Set(codes)];
      return json(languageList(ctx.db, ctx.op.languages));
    }),

    route('get', `${scoped}/widget-theme`, { access: TEAM }, (ctx) => json(ctx.op.widgetTheme)),
    route('put', `${scoped}/widget-theme`, { access: TEAM }, async (ctx) => {
      const body = await ctx.object();
      const colour = (v: unknown) =>
        v === undefined || (typeof v === 'string' && HEX.test(v))
          ? undefined
          : 'Use a colour like #2ECC71';
      const radius = body.borderRadius;
      check({
        primaryColor: colour(body.primaryColor),
        backgroundColor: colour(body.backgroundColor),
        textColor: colour(body.textColor),
        borderRadius:
          radius === undefined || (typeof radius === 'number' && radius >= 0 && radius <= 64)
            ? undefined
            : 'Value must be less than or equal to 64',
      });
      ctx.op.widgetTheme = { ...ctx.op.widgetTheme, ...body };
      return json(ctx.op.widgetTheme);
    }),
    route('get', `${scoped}/widget`, { access: TEAM }, (ctx) =>
      json({ ...ctx.op.widget, enabled: operatorRow(ctx.db, ctx.operatorId).widgetEnabled }),
    ),

    route('get', `${scoped}/onboarding-progress`, { access: SIGNED_IN }, (ctx) =>
      json(ctx.op.onboarding),
    ),
    route('put', `${scoped}/onboarding-progress`, { access: TEAM }, async (ctx) => {
      const body = await ctx.object();
      check(
        Object.fromEntries(
          Object.entries(body).map(([k, v]) => [
            k,
            !(PROGRESS_FLAGS as readonly string[]).includes(k)
              ? `Unknown progress flag (known: ${PROGRESS_FLAGS.join(', ')})`
              : typeof v !== 'boolean'
                ? `${k} must be true or false`
                : undefined,
          ]),
        ),
      );
      Object.assign(ctx.op.onboarding, body);
      if (PROGRESS_FLAGS.every((f) => ctx.op.onboarding[f] || f === 'missionsSettings')) {
        operatorRow(ctx.db, ctx.operatorId).widgetEnabled = true;
      }
      return json(ctx.op.onboarding);
    }),

    route('get', '/operator-feature/:operatorId', { access: SIGNED_IN }, (ctx) =>
      json(ctx.op.featureGroups),
    ),
    ...(['install', 'uninstall'] as const).map((action) =>
      route('post', `/operator-feature/:operatorId/${action}/:feature`, { access: TEAM }, (ctx) => {
        const feature = ctx.params.feature ?? '';
        const group = ctx.op.featureGroups.find((g) =>
          g.featureGroups.some((f) => f.featureFlag === feature),
        );
        const state = group?.featureGroups.find((f) => f.featureFlag === feature);
        if (!group || !state) throw notFound(`Feature ${feature}`);
        if (state.locked) throw new HttpError(400, `${feature} is locked on the current plan`);
        state.installed = action === 'install';
        refreshGroupInstalled(group);
        return json(ctx.op.featureGroups);
      }),
    ),

    route('get', `${scoped}/members`, { access: TEAM }, (ctx) =>
      list(ctx, ctx.op.members, 'members'),
    ),
    route('post', `${scoped}/members/invite`, { access: ADMINS }, async (ctx) => {
      const member = addMember(ctx, await ctx.object(), 'INVITED');
      ctx.db.outbox.push({
        to: String(member.email),
        kind: 'invite',
        at: new Date(ctx.now).toISOString(),
      });
      return json(member, 201);
    }),
    route('post', `${scoped}/members`, { access: ADMINS }, async (ctx) =>
      json(addMember(ctx, await ctx.object(), 'ACTIVE'), 201),
    ),
    route('patch', `${scoped}/members/:memberId`, { access: ADMINS }, (ctx) => {
      const member = byId(ctx.op.members, ctx.params.memberId ?? '', 'Member');
      const role = ctx.url.searchParams.get('memberRole');
      check({ memberRole: oneOf(role ?? undefined, MEMBER_ROLES, 'memberRole') });
      guardTeamChange(ctx, member, { kind: 'role', role: String(role) });
      member.role = String(role);
      return json(member);
    }),
    route('delete', `${scoped}/members/:memberId`, { access: ADMINS }, (ctx) => {
      const member = byId(ctx.op.members, ctx.params.memberId ?? '', 'Member');
      guardTeamChange(ctx, member, { kind: 'remove' });
      ctx.op.members.splice(ctx.op.members.indexOf(member), 1);
      return noContent();
    }),
  ];
}
