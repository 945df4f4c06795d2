import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AnyObject } from '../../../data/answers';
import { readableErrorSx } from '../readableError';
import { formatNumber } from '../../../i18n/format';
import { translate as t } from '../../../i18n/translate';
import {
  useIntegration,
  usePreDeployBalance,
  usePrepareOnboarding,
  useSaveTokenomics,
  useTokenomics,
} from '../useWeb3Calls';
import {
  isFlow,
  tokenomicsBody,
  tokenomicsFields,
  tokenomicsProblems,
  type Flow,
  type TokenomicsField,
} from './rules';

const NUMERIC = new Set<TokenomicsField>(['totalSupply', 'decimals', 'pointsPerToken']);

/** The flow saved in step 1 (custody/integration), else the one the type stands for. */
function flowOf(integration: AnyObject | undefined, type: string | null | undefined): Flow {
  if (isFlow(integration?.flow)) return integration.flow;
  return type === 'LOYALTY_TOKENIZATION' ? 'LOYALTY_TOKENIZATION' : 'INSTANT_CREATE';
}

/**
 * Step 2: the tokenomics of the chosen flow (§5 ticker rule for the symbol), then the wallet's
 * balance against what the deploy costs, then prepare-onboarding (status ALLOWED_TOKEN_DEPLOY).
 */
export function TokenomicsStep({ type }: { type: string | null | undefined }) {
  const integration = useIntegration();
  const tokenomics = useTokenomics();
  if (integration.isPending || tokenomics.isPending)
    return <CircularProgress size={24} aria-label={t('pages.common.loading')} />;
  if (integration.isError || tokenomics.isError)
    return <Alert severity="error">{t('web3.callFailed')}</Alert>;
  return <TokenomicsForm flow={flowOf(integration.data, type)} saved={tokenomics.data ?? {}} />;
}

function TokenomicsForm({ flow, saved }: { flow: Flow; saved: AnyObject }) {
  const fields = tokenomicsFields(flow);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      fields.map((f) => [f, saved[f] === undefined || saved[f] === null ? '' : String(saved[f])]),
    ),
  );
  const [touched, setTouched] = useState(false);
  const save = useSaveTokenomics();
  const isSaved = typeof saved.symbol === 'string';
  const problems = tokenomicsProblems(flow, values);
  const valid = Object.keys(problems).length === 0;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (valid) save.mutate(tokenomicsBody(flow, values));
  };

  return (
    <Stack spacing={3}>
      <Card variant="outlined" component="section" aria-labelledby="tokenomics-title">
        <CardContent>
          <Typography id="tokenomics-title" component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('web3.tokenomics.title')}
          </Typography>
          <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 420 }}>
            {fields.map((field) => {
              const problem = touched ? problems[field] : undefined;
              return (
                <TextField
                  key={field}
                  name={field}
                  label={t(`web3.tokenomics.fields.${field}`)}
                  required
                  value={values[field] ?? ''}
                  onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                  inputMode={NUMERIC.has(field) ? 'decimal' : undefined}
                  error={!!problem}
                  sx={readableErrorSx}
                  helperText={
                    problem
                      ? t(problem.message, problem.args)
                      : field === 'symbol'
                        ? t('web3.tokenomics.symbolHelp')
                        : undefined
                  }
                />
              );
            })}
            {save.isError && <Alert severity="error">{t('web3.callFailed')}</Alert>}
            {save.isSuccess && <Alert severity="success">{t('web3.tokenomics.saved')}</Alert>}
            <div>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {t('web3.tokenomics.save')}
              </Button>
            </div>
          </Stack>
        </CardContent>
      </Card>
      <BalanceCheck enabled={isSaved} />
    </Stack>
  );
}

function BalanceCheck({ enabled }: { enabled: boolean }) {
  const balance = usePreDeployBalance(enabled);
  const prepare = usePrepareOnboarding();
  const data = balance.data;
  return (
    <Card variant="outlined" component="section" aria-labelledby="balance-title">
      <CardContent>
        <Stack spacing={1}>
          <Typography id="balance-title" component="h2" variant="h6">
            {t('web3.balance.title')}
          </Typography>
          {!enabled ? (
            <Typography>{t('web3.balance.saveFirst')}</Typography>
          ) : balance.isPending ? (
            <CircularProgress size={24} aria-label={t('pages.common.loading')} />
          ) : balance.isError || !data ? (
            <Alert severity="error">{t('web3.callFailed')}</Alert>
          ) : (
            <>
              {data.address && (
                <Typography>
                  {t('web3.balance.address')}: <span>{data.address}</span>
                </Typography>
              )}
              <ul>
                {Object.entries(data.balances ?? {}).map(([currency, amount]) => (
                  <li key={currency}>
                    {t('web3.balance.has', {
                      amount: formatNumber(amount),
                      currency,
                      required: formatNumber(data.required?.[currency]),
                    })}
                  </li>
                ))}
              </ul>
              <Alert severity={data.sufficient ? 'success' : 'warning'}>
                {t(data.sufficient ? 'web3.balance.sufficient' : 'web3.balance.insufficient')}
              </Alert>
              {prepare.isError && <Alert severity="error">{t('web3.callFailed')}</Alert>}
              <Stack direction="row" spacing={1}>
                <Button
                  variant="outlined"
                  disabled={balance.isFetching}
                  onClick={() => void balance.refetch()}
                >
                  {t('web3.balance.check')}
                </Button>
                <Button
                  variant="contained"
                  disabled={!data.sufficient || prepare.isPending}
                  onClick={() => prepare.mutate(undefined)}
                >
                  {t('web3.balance.prepare')}
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
