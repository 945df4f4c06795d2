import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AvailablePlans } from '../../data/answers';
import { translate as t } from '../../i18n/translate';
import { useAccountLogin, useBillingInfo } from '../../operator';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Modal } from '../../ui/Modal';
import { useAvailablePlans, usePaymentLink } from './hooks';
import { CONTACT_PAGE_URL, inView, openInNewTab } from './links';
import {
  changePath,
  currentSelection,
  defaultOption,
  isDowngrade,
  optionOf,
  type Selection,
} from './plans';
import { UpgradePlanDialog } from './UpgradePlanDialog';
import { PlanHeader, PlanStack } from './PlanChoice';

/** §9: the Manage Plan modal is 1200 px wide. */
export const MANAGE_PLAN_WIDTH = 1200;

interface PlanTableProps {
  readonly plans: AvailablePlans;
  readonly current: Selection | null;
  readonly selected: Selection | null;
  readonly optionFor: (planIndex: number) => string | null;
  readonly onSelect: (s: Selection) => void;
}

/** The feature table: a Credits header and one column per plan; a check or cross per feature. */
function PlanTable({ plans, current, selected, optionFor, onSelect }: PlanTableProps) {
  const list = plans.availablePlans;
  return (
    <Table size="small" aria-label={t('billing.manage.plans')}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col" sx={{ verticalAlign: 'bottom' }}>
            {t('billing.manage.credits')}
          </TableCell>
          {list.map((plan, i) => {
            const optionId = optionFor(i);
            const option = optionOf(list, { planIndex: i, optionId });
            const isSelected = selected?.planIndex === i;
            return (
              <TableCell
                key={plan.name}
                component="th"
                scope="col"
                sx={{
                  verticalAlign: 'top',
                  minWidth: 180,
                  bgcolor: isSelected ? 'action.selected' : undefined,
                }}
              >
                <PlanHeader
                  plan={plan}
                  planIndex={i}
                  optionId={optionId}
                  price={option?.price}
                  isSelected={isSelected}
                  isCurrent={current?.planIndex === i}
                  onSelect={onSelect}
                />
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {plans.features.map((feature) => (
          <TableRow key={feature.name}>
            <TableCell component="th" scope="row">
              {feature.name}
            </TableCell>
            {list.map((plan) =>
              feature.plans.some((p) => p.planName === plan.name) ? (
                <TableCell key={plan.name}>
                  <CheckIcon color="primary" titleAccess={t('billing.manage.included')} />
                </TableCell>
              ) : (
                <TableCell key={plan.name}>
                  <CloseIcon color="disabled" titleAccess={t('billing.manage.notIncluded')} />
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Where a plan change goes after the payment-link call (§4). */
function usePlanChangeFlow(onClose: () => void) {
  const login = useAccountLogin();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const link = usePaymentLink();
  const [opened, setOpened] = useState<string | null>(null);

  const requestLink = (
    planId: string,
    kind: 'newSubscription' | 'downgradePlan',
    done: () => void,
  ) =>
    link.mutate(
      { planId, email: login ?? '' },
      {
        onSuccess: (res) => {
          done();
          if (res.paymentUrl) {
            // A link the safe-URL rule refuses opens nothing (a toast says so), and is not drawn.
            setOpened(openInNewTab(res.paymentUrl));
            return;
          }
          // No link: nothing to pay now (§4: a downgrade goes to BillingProceed with its type).
          onClose();
          void navigate(inView(pathname, `/billing-proceed?type=${kind}`));
        },
      },
    );
  return { requestLink, busy: link.isPending, opened };
}

export interface ManagePlanDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** A plan chosen before the modal opens (the Billing page's plan cards). */
  readonly initialPlanIndex?: number;
}

/**
 * §2 Manage Plan (width 1200) and the §4 plan-change paths: contact page, Upgrade Plan modal then
 * checkout, payment link from a free plan, Downgrade confirm then payment link or BillingProceed.
 */
export default function ManagePlanDialog({
  open,
  onClose,
  initialPlanIndex,
}: ManagePlanDialogProps) {
  const billingInfo = useBillingInfo();
  const plans = useAvailablePlans(open);
  const list = plans.data?.availablePlans ?? [];
  const current = currentSelection(list, billingInfo);
  const currentPrice = billingInfo?.planPrice ?? 0;
  const [chosenPlan, setChosenPlan] = useState<number | null>(initialPlanIndex ?? null);
  const [chosenOptions, setChosenOptions] = useState<Record<number, string | null>>({});
  const [step, setStep] = useState<'choose' | 'preview' | 'confirmDowngrade'>('choose');
  const flow = usePlanChangeFlow(onClose);
  // A phone stacks the plans, one block each; the comparison table needs a wide screen.
  const stacked = useMediaQuery(useTheme().breakpoints.down('sm'));
  const stack = useRef<HTMLDivElement>(null);
  const loaded = plans.data !== undefined;
  // On a phone the plans are radios (which the dialog's own first-field rule passes over), and
  // they may come after the dialog opened: focus then sits on the dialog box itself. Once they
  // are drawn, the focus goes to the chosen plan, the radio group's own stop, unless the user has
  // already moved it to a control.
  useEffect(() => {
    if (!open || !loaded || !stacked) return;
    const box = stack.current;
    const active = document.activeElement as HTMLElement | null;
    const onAControl = active && active !== document.body && active.tabIndex >= 0;
    if (!box || onAControl) return;
    const radio =
      box.querySelector<HTMLElement>('input[type="radio"]:checked:not(:disabled)') ??
      box.querySelector<HTMLElement>('input[type="radio"]:not(:disabled)');
    radio?.focus();
  }, [open, loaded, stacked]);

  const optionFor = (i: number): string | null =>
    i in chosenOptions
      ? (chosenOptions[i] ?? null)
      : current?.planIndex === i
        ? current.optionId
        : defaultOption(list[i]);
  const planIndex = chosenPlan ?? current?.planIndex ?? null;
  const selected: Selection | null =
    planIndex === null || !list[planIndex] ? null : { planIndex, optionId: optionFor(planIndex) };
  const path = selected ? changePath(list, current, currentPrice, selected) : 'none';
  const option = selected ? optionOf(list, selected) : null;
  const downgrade =
    selected !== null && isDowngrade(current, currentPrice, selected, option?.price ?? null);

  const select = (s: Selection) => {
    setChosenPlan(s.planIndex);
    setChosenOptions((prev) => ({ ...prev, [s.planIndex]: s.optionId }));
  };

  const submit = () => {
    const planId = option ? String(option.id) : null;
    switch (path) {
      case 'contact':
        openInNewTab(CONTACT_PAGE_URL);
        return;
      case 'preview':
        setStep('preview');
        return;
      case 'paymentLink':
        if (planId) flow.requestLink(planId, 'newSubscription', () => undefined);
        return;
      case 'downgrade':
        setStep('confirmDowngrade');
        return;
      case 'none':
        return;
    }
  };

  const footer = (
    <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {t('billing.manage.help')}{' '}
        <Link href={CONTACT_PAGE_URL} target="_blank" rel="noopener noreferrer">
          {t('billing.manage.bookCall')}
        </Link>
      </Typography>
      <Button color="inherit" onClick={onClose} disabled={flow.busy}>
        {t('billing.manage.cancel')}
      </Button>
      <Button
        variant="contained"
        color={downgrade ? 'warning' : 'primary'}
        onClick={submit}
        disabled={path === 'none' || flow.busy}
        startIcon={flow.busy && step === 'choose' ? <CircularProgress size={16} /> : undefined}
      >
        {downgrade ? t('billing.downgrade') : t('billing.upgrade')}
      </Button>
    </Box>
  );

  return (
    <>
      <Modal
        open={open}
        title={t('billing.manage.title')}
        onClose={onClose}
        width={MANAGE_PLAN_WIDTH}
        loading={flow.busy}
        actions={footer}
      >
        {flow.opened && (
          <Alert severity="success" sx={{ mb: 2 }} role="status">
            {t('billing.manage.opened')}{' '}
            <Link href={flow.opened} target="_blank" rel="noopener noreferrer">
              {t('billing.manage.openLink')}
            </Link>
          </Alert>
        )}
        {plans.isPending && <CircularProgress aria-label={t('billing.manage.title')} />}
        {plans.isError && <Alert severity="error">{t('billing.manage.loadFailed')}</Alert>}
        {plans.data &&
          (stacked ? (
            <div ref={stack}>
              <PlanStack
                plans={plans.data}
                current={current}
                selected={selected}
                optionFor={optionFor}
                onSelect={select}
              />
            </div>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <PlanTable
                plans={plans.data}
                current={current}
                selected={selected}
                optionFor={optionFor}
                onSelect={select}
              />
            </Box>
          ))}
      </Modal>
      {step === 'preview' && option && (
        <UpgradePlanDialog
          planId={String(option.id)}
          proceeding={flow.busy}
          onClose={() => setStep('choose')}
          onProceed={() =>
            flow.requestLink(String(option.id), 'newSubscription', () => setStep('choose'))
          }
        />
      )}
      <ConfirmDialog
        open={step === 'confirmDowngrade'}
        data={{
          type: 'warning',
          title: t('billing.downgradeConfirm.title'),
          description: t('billing.downgradeConfirm.text'),
          submitText: t('billing.downgradeConfirm.submit'),
        }}
        loading={flow.busy}
        onCancel={() => setStep('choose')}
        onConfirm={() => {
          if (option) flow.requestLink(String(option.id), 'downgradePlan', () => setStep('choose'));
        }}
      />
    </>
  );
}
