import Chip from '@mui/material/Chip';
import { codeAsWords } from '../../i18n/format';
import { translate as t } from '../../i18n/translate';

/** §4 Subscription status: ACTIVE or INACTIVE, INACTIVE in the error colour. */
export function SubscriptionStatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'INACTIVE' ? 'error' : 'primary'}
      label={t(`billing.statusValues.${status}`, { _: codeAsWords(status) })}
    />
  );
}
