/**
 * Custody and web3 calls (§7). The deploy walks the §4 statuses: master wallet → WALLET_CREATED,
 * prepare-onboarding (tokenomics saved) → ALLOWED_TOKEN_DEPLOY, deploy → STARTED, then one step
 * per read of the status until DONE (a token whose symbol is FAIL stops at ERROR once; deploy
 * again retries). PATCH deploy-status moves it by hand, one step at a time, or back to NONE.
 */
import type { HttpHandler } from 'msw';
import { DEPLOY_STATUSES, type DeployStatus, type OperatorData } from '../db';
import { createRng } from '../prng';
import { check, HttpError, json, TEAM, SIGNED_IN, type Context, type createRoute } from './http';
import { oneOf } from './validate';
import { ticker } from '../../validation/rules';

const TYPES = ['INSTANT_CREATE', 'LOYALTY_TOKENIZATION'] as const;
const WORDS = [
  'orbit',
  'lunar',
  'maple',
  'quartz',
  'ember',
  'harbor',
  'velvet',
  'pixel',
  'cobalt',
  'meadow',
  'summit',
  'tango',
];
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** A deploy of a token with this symbol fails once (at FAIL_AT), so ERROR and retry can be shown. */
export const FAILING_SYMBOL = 'FAIL';
const FAIL_AT: DeployStatus = 'APPROVED_USDC_PROCESSING';

const at = (status: DeployStatus) => DEPLOY_STATUSES.indexOf(status);

/**
 * Walks a deploy started through POST custody/deploy one status further on each read of its
 * status (a poll), so a demo is deterministic and needs no clock. Seeded deploys do not move.
 */
function advance(ctx: Context): void {
  const web3 = ctx.op.web3;
  const run = web3.data?.run as { failAt?: DeployStatus } | undefined;
  if (!run || web3.status === 'DONE' || web3.status === 'ERROR') return;
  const next = DEPLOY_STATUSES[Math.min(at(web3.status) + 1, at('DONE'))]!;
  if (next === run.failAt) {
    web3.status = 'ERROR';
    web3.data = { ...web3.data, run: undefined, failedAt: next, failedBefore: true };
  } else if (next === 'DONE') {
    web3.status = 'DONE';
    web3.data = {
      ...web3.data,
      run: undefined,
      contractAddress: contractAddress(ctx),
      poolAddress: contractAddress(ctx, 2),
      chainId: 137,
      symbol: ctx.op.tokenomics.symbol ?? null,
    };
  } else {
    web3.status = next;
  }
  ctx.touch();
}

function contractAddress(ctx: Context, salt = 1): string {
  const rng = createRng((Number(ctx.operatorId) || 1) * salt);
  return `0x${Array.from({ length: 40 }, () => rng.int(0, 15).toString(16)).join('')}`;
}

function requireStatus(op: OperatorData, allowed: DeployStatus[], action: string): void {
  if (!allowed.includes(op.web3.status)) {
    throw new HttpError(400, `Cannot ${action} while the deploy status is ${op.web3.status}`);
  }
}

function merge(target: 'custodyIntegration' | 'tokenomics' | 'airdropWeb3') {
  return async (ctx: Context) => {
    const body = await ctx.object();
    if (target === 'tokenomics') {
      const symbol = body.symbol;
      const supply = body.totalSupply;
      check({
        symbol:
          symbol === undefined || ticker(symbol) === undefined
            ? undefined
            : 'Brand points symbol must be 3 to 5 latin letters or digits',
        totalSupply:
          supply === undefined || (typeof supply === 'number' && supply > 0)
            ? undefined
            : 'Value should be positive number',
      });
    }
    ctx.op[target] = { ...ctx.op[target], ...body };
    return json(ctx.op[target]);
  };
}

export function web3Handlers(route: ReturnType<typeof createRoute>): HttpHandler[] {
  const custody = '/operator/:operatorId/custody';
  return [
    route('get', `${custody}/integration/deploy-status`, { access: SIGNED_IN }, (ctx) => {
      advance(ctx);
      return json(ctx.op.web3);
    }),
    route('patch', `${custody}/integration/deploy-status`, { access: TEAM }, async (ctx) => {
      advance(ctx);
      const body = await ctx.object();
      check({ status: oneOf(body.status, DEPLOY_STATUSES, 'status') });
      const next = body.status as DeployStatus;
      const current = at(ctx.op.web3.status);
      // Forward one step, or to ERROR, or back to NONE (start over); nothing else.
      if (!(
        at(next) === current + 1 ||
        next === 'ERROR' ||
        next === 'NONE' ||
        at(next) === current
      )) {
        throw new HttpError(400, `Cannot move the deploy from ${ctx.op.web3.status} to ${next}`);
      }
      ctx.op.web3 =
        next === 'NONE'
          ? { type: ctx.op.web3.type, status: 'NONE', data: null }
          : { ...ctx.op.web3, status: next };
      return json(ctx.op.web3);
    }),
    route('patch', `${custody}/integration/type`, { access: TEAM }, async (ctx) => {
      const body = await ctx.object();
      check({ type: oneOf(body.type, TYPES, 'type') });
      ctx.op.web3.type = body.type as (typeof TYPES)[number];
      return json(ctx.op.web3);
    }),
    route('get', `${custody}/integration`, { access: TEAM }, (ctx) =>
      json(ctx.op.custodyIntegration),
    ),
    route('patch', `${custody}/integration`, { access: TEAM }, merge('custodyIntegration')),
    route('get', `${custody}/tokenomics`, { access: TEAM }, (ctx) => json(ctx.op.tokenomics)),
    route('patch', `${custody}/tokenomics`, { access: TEAM }, merge('tokenomics')),
    route('get', '/operator/:operatorId/airdrop-web3', { access: TEAM }, (ctx) =>
      json(ctx.op.airdropWeb3),
    ),
    route('patch', '/operator/:operatorId/airdrop-web3', { access: TEAM }, merge('airdropWeb3')),
    route('get', `${custody}/seed`, { access: TEAM }, (ctx) => {
      const rng = createRng((Number(ctx.operatorId) || 7) * 31);
      return json({ seed: Array.from({ length: 12 }, () => rng.pick(WORDS)).join(' ') });
    }),
    route('put', `${custody}/master-wallet`, { access: TEAM }, async (ctx) => {
      const body = await ctx.object();
      const mode = body.mode ?? 'CONNECT_WALLET';
      check({
        mode: oneOf(mode, ['CONNECT_WALLET', 'CREATE_WALLET'], 'mode'),
        address:
          mode === 'CREATE_WALLET' ||
          (typeof body.address === 'string' && ADDRESS.test(body.address))
            ? undefined
            : 'A wallet address is 0x followed by 40 hexadecimal digits',
      });
      requireStatus(ctx.op, ['NONE', 'ERROR', 'WALLET_CREATED'], 'set the master wallet');
      const address = typeof body.address === 'string' ? body.address : contractAddress(ctx);
      ctx.op.masterWallet = { mode, address };
      ctx.op.web3 = { ...ctx.op.web3, status: 'WALLET_CREATED' };
      return json(ctx.op.masterWallet);
    }),
    route('get', `${custody}/integration/pre-deploy-balance`, { access: TEAM }, (ctx) => {
      const funded = ctx.op.masterWallet !== null;
      return json({
        address: ctx.op.masterWallet?.address ?? null,
        balances: { POL: funded ? 12.5 : 0, USDC: funded ? 250 : 0 },
        required: { POL: 5, USDC: 100 },
        sufficient: funded,
      });
    }),
    route('post', `${custody}/prepare-onboarding`, { access: TEAM }, (ctx) => {
      requireStatus(ctx.op, ['WALLET_CREATED'], 'prepare the onboarding');
      if (typeof ctx.op.tokenomics.symbol !== 'string')
        throw new HttpError(400, 'Save the tokenomics before preparing the onboarding');
      ctx.op.web3 = { ...ctx.op.web3, status: 'ALLOWED_TOKEN_DEPLOY' };
      return json(ctx.op.web3);
    }),
    route('post', `${custody}/deploy`, { access: TEAM }, (ctx) => {
      // From ERROR it is the retry of a failed deploy run.
      requireStatus(ctx.op, ['ALLOWED_TOKEN_DEPLOY', 'ERROR'], 'deploy');
      const data = ctx.op.web3.data ?? {};
      if (ctx.op.web3.status === 'ERROR' && data.failedBefore !== true)
        throw new HttpError(400, 'Only a failed deploy can be retried');
      const symbol = String(ctx.op.tokenomics.symbol ?? '').toUpperCase();
      const failAt = symbol === FAILING_SYMBOL && data.failedBefore !== true ? FAIL_AT : undefined;
      ctx.op.web3 = {
        type: ctx.op.web3.type ?? 'INSTANT_CREATE',
        status: 'STARTED',
        data: { ...data, run: failAt ? { failAt } : {} },
      };
      return json(ctx.op.web3);
    }),
  ];
}
