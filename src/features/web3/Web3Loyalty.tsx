import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AnyObject } from '../../data/answers';
import { formatNumber } from '../../i18n/format';
import { translate as t } from '../../i18n/translate';
import { toNumber } from '../../renderers/shared/formatValue';
import * as rules from '../../validation/rules';
import { DeployStatusCard } from './DeployStatusCard';
import { setupAction } from './deployStatus';
import { SetupActionButton } from './SetupActionButton';
import { readableErrorSx } from './readableError';
import {
  useAirdropWeb3,
  useIntegration,
  useSaveAirdropWeb3,
  useSaveIntegration,
  useTokenomics,
} from './useWeb3Calls';
import { useDeployState } from './useDeployState';
import { LazyWalletPanel } from './wallet/LazyWalletPanel';
import { LazyWalletScope } from './wallet/LazyWalletScope';

const text = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '—';
/** A figure in the console's one number style (`1 000 000`); text as it came; else "—". */
const figure = (v: unknown): string => {
  const n = toNumber(v);
  return n === undefined ? text(v) : formatNumber(n);
};

/** The token's own fields: as saved in its tokenomics, else as the deploy reports them. */
const TOKEN_FIELDS = ['name', 'symbol', 'totalSupply', 'decimals'] as const;
const FIGURES: ReadonlySet<string> = new Set(['totalSupply', 'decimals']);

/** /web3/loyalty: the token and its pool, the custody integration and the web3 airdrop settings. */
export default function Web3Loyalty() {
  const loaded = useDeployState();
  const state = loaded.state === 'ready' ? loaded.value : undefined;
  const action = state ? setupAction(state.status) : null;
  const data = (state?.data ?? {}) as AnyObject;
  const tokenomics = useTokenomics();
  const saved = (tokenomics.data ?? {}) as AnyObject;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography>{t('pages.web3.loyaltyIntro')}</Typography>
      <DeployStatusCard loaded={loaded} />
      {/* Only while the setup is not finished, in the words of where it is. */}
      {action && action !== 'open' && <SetupActionButton action={action} />}
      <Card variant="outlined" component="section" aria-labelledby="token-title">
        <CardContent>
          <Typography id="token-title" component="h2" variant="h6">
            {t('web3.loyalty.token')}
          </Typography>
          {action !== null && action !== 'open' && (
            <Typography>{t('web3.loyalty.notDeployed')}</Typography>
          )}
          {tokenomics.isError && <Alert severity="error">{t('web3.callFailed')}</Alert>}
          {/* While it loads, its lines with a placeholder each, not "—" (a live token has a name,
              a supply and decimals), nor a spinner: the cards below stay where they are drawn
              when the figures come (CLS 0). */}
          <dl aria-busy={tokenomics.isPending}>
            {TOKEN_FIELDS.map((field) => (
              <Detail
                key={field}
                label={t(`web3.tokenomics.fields.${field}`)}
                value={saved[field] ?? data[field]}
                figure={FIGURES.has(field)}
                loading={tokenomics.isPending}
              />
            ))}
            <Detail label={t('web3.loyalty.contract')} value={data.contractAddress} />
            <Detail
              label={t('web3.loyalty.chain')}
              value={data.chainId === 137 ? 'Polygon' : data.chainId}
            />
          </dl>
          <Typography component="h3" variant="subtitle1">
            {t('web3.loyalty.pool')}
          </Typography>
          <dl>
            <Detail label={t('web3.loyalty.poolAddress')} value={data.poolAddress} />
          </dl>
        </CardContent>
      </Card>
      {/* The settings act on the live token and its pool: until the deploy is done there is
          nothing for them to act on, so they say when they open rather than offer a switch
          and a Save that could only fail. While the state loads, their places are kept. */}
      {state && action !== 'open' ? (
        <>
          <NotYet id="integration-title" title={t('web3.loyalty.integration')} />
          <NotYet id="airdrop-title" title={t('web3.loyalty.airdrop')} />
        </>
      ) : (
        <>
          <IntegrationSettings waiting={!state} />
          <AirdropSettings waiting={!state} />
        </>
      )}
      <LazyWalletScope>
        <LazyWalletPanel />
      </LazyWalletScope>
    </Stack>
  );
}

const PENDING = { isPending: true, isError: false } as const;

function Detail({
  label,
  value,
  loading = false,
  figure: isFigure = false,
}: {
  label: string;
  value: unknown;
  loading?: boolean;
  /** A number, written in the console's number style. */
  figure?: boolean;
}) {
  return (
    <Stack direction="row" spacing={1} component="div">
      <Typography component="dt" sx={{ fontWeight: 500 }}>
        {label}:
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
        {loading ? (
          <Skeleton
            width="8em"
            sx={{ display: 'inline-block' }}
            aria-label={t('pages.common.loading')}
          />
        ) : isFigure ? (
          figure(value)
        ) : (
          text(value)
        )}
      </Typography>
    </Stack>
  );
}

/** A setting's card before the token is live: what it is for and when it opens. */
function NotYet({ id, title }: { id: string; title: string }) {
  return (
    <TitledCard id={id} title={title}>
      <Typography color="text.secondary">{t('web3.loyalty.opensWhenDeployed')}</Typography>
    </TitledCard>
  );
}

/** An outlined section headed by its title, named by it for assistive technology. */
function TitledCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A titled card over one query: its placeholder while it loads, the §8 failure, else its content. */
function QueryCard({
  id,
  title,
  query,
  children,
  placeholder,
}: {
  id: string;
  title: string;
  query: { isPending: boolean; isError: boolean };
  children: () => React.ReactNode;
  /** Drawn while it loads, in the place of what comes (nothing below moves). */
  placeholder: () => React.ReactNode;
}) {
  return (
    <TitledCard id={id} title={title}>
      {query.isPending ? (
        <div aria-busy="true">{placeholder()}</div>
      ) : query.isError ? (
        <Alert severity="error">{t('web3.callFailed')}</Alert>
      ) : (
        children()
      )}
    </TitledCard>
  );
}

/** `waiting`: the deploy state is not known yet; the card keeps its place, its switch off. */
function IntegrationSettings({ waiting }: { waiting: boolean }) {
  const integration = useIntegration();
  const save = useSaveIntegration();
  return (
    <QueryCard
      id="integration-title"
      title={t('web3.loyalty.integration')}
      query={waiting ? PENDING : integration}
      placeholder={() => (
        <FormControlLabel
          control={<Switch checked={false} disabled />}
          label={t('web3.loyalty.integrationEnabled')}
        />
      )}
    >
      {() => (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={integration.data?.enabled === true}
                disabled={save.isPending}
                onChange={(e) => save.mutate({ enabled: e.target.checked })}
              />
            }
            label={t('web3.loyalty.integrationEnabled')}
          />
          {save.isError && <Alert severity="error">{t('web3.callFailed')}</Alert>}
        </>
      )}
    </QueryCard>
  );
}

function AirdropSettings({ waiting }: { waiting: boolean }) {
  const airdrop = useAirdropWeb3();
  return (
    <QueryCard
      id="airdrop-title"
      title={t('web3.loyalty.airdrop')}
      query={waiting ? PENDING : airdrop}
      placeholder={() => <AirdropForm key="waiting" saved={{}} waiting />}
    >
      {() => <AirdropForm key="loaded" saved={airdrop.data ?? {}} />}
    </QueryCard>
  );
}

/** `waiting`: drawn empty and disabled while the saved settings load (its place kept). */
function AirdropForm({ saved, waiting = false }: { saved: AnyObject; waiting?: boolean }) {
  const [enabled, setEnabled] = useState(saved.enabled === true);
  const [perUser, setPerUser] = useState(
    saved.tokensPerUser === undefined ? '' : String(saved.tokensPerUser),
  );
  const save = useSaveAirdropWeb3();
  const problem = enabled
    ? (rules.required(perUser, { label: t('web3.loyalty.tokensPerUser') }) ??
      rules.positiveNumber(perUser))
    : rules.positiveNumber(perUser);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (problem) return;
    save.mutate({ enabled, ...(perUser.trim() === '' ? {} : { tokensPerUser: Number(perUser) }) });
  };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 420 }}>
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            disabled={waiting}
            onChange={(e) => setEnabled(e.target.checked)}
          />
        }
        label={t('web3.loyalty.airdropEnabled')}
      />
      <TextField
        label={t('web3.loyalty.tokensPerUser')}
        value={perUser}
        disabled={waiting}
        inputMode="decimal"
        onChange={(e) => setPerUser(e.target.value)}
        error={!!problem && perUser !== ''}
        sx={readableErrorSx}
        helperText={problem && perUser !== '' ? t(problem.message, problem.args) : undefined}
      />
      {save.isError && <Alert severity="error">{t('web3.callFailed')}</Alert>}
      {save.isSuccess && <Alert severity="success">{t('web3.loyalty.saved')}</Alert>}
      <div>
        <Button type="submit" variant="contained" disabled={waiting || save.isPending || !!problem}>
          {t('web3.loyalty.save')}
        </Button>
      </div>
    </Stack>
  );
}
