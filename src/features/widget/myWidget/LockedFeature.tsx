import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { translate as t } from '../../../i18n/translate';
import { useBillingInfo } from '../../../operator';
import { useRouteLink } from '../../../renderers/shared/useRouteLink';

/** The Billing page with its Manage Plan dialog open (Billing reads this parameter). */
export const MANAGE_PLAN_PARAM = 'manage=plan';

/**
 * A feature the plan does not include: its switch stays off and cannot be turned on; beside it, in
 * words, why (the plan's name) and the way out: Upgrade, a link that opens Manage Plan, for a
 * role that may open Billing; for one that may not, who can. The reason is text, not a tooltip, so
 * it reads on a phone and to a screen reader, and the Upgrade link is reachable by keyboard.
 */
export function LockedFeature({
  feature,
  installed,
  busy,
  onUninstall,
}: {
  feature: string;
  /** Installed before the plan changed: it may be switched off, never on again. */
  installed: boolean;
  busy: boolean;
  onUninstall: () => void;
}) {
  const billing = useBillingInfo();
  const routeLink = useRouteLink();
  const billingPath = routeLink('Billing');
  const name = t(`pages.myWidget.features.${feature}`);
  const reasonId = `locked-${feature}`;
  const reason = billing?.planName
    ? t('pages.myWidget.lockedOnPlan', { plan: billing.planName })
    : t('pages.myWidget.lockedHint');
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={installed}
            disabled={!installed || busy}
            onChange={(_, checked) => {
              if (!checked) onUninstall();
            }}
            slotProps={{ input: { 'aria-describedby': reasonId } }}
          />
        }
        label={name}
      />
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <LockOutlined fontSize="small" color="disabled" aria-hidden />
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {reason}
          {billingPath ? '' : ` ${t('pages.myWidget.askToUpgrade')}`}
        </Typography>
        {billingPath && (
          <Button
            size="small"
            component={RouterLink}
            to={`${billingPath}?${MANAGE_PLAN_PARAM}`}
            aria-label={t('pages.myWidget.upgradeFor', { feature: name })}
            aria-describedby={reasonId}
          >
            {t('pages.myWidget.upgrade')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
