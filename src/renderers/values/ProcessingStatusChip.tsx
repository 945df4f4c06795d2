import Chip from '@mui/material/Chip';
import { statusChipColor, statusLabelKey } from '../shared/processingStatus';
import { translate } from '../../i18n/translate';

/** §4 processing status as a chip: label from the catalogue, colour from the status. */
export function ProcessingStatusChip({ status }: { status: string }) {
  const key = statusLabelKey(status);
  const label = translate(key);
  return (
    <Chip
      size="small"
      color={statusChipColor(status)}
      data-color={statusChipColor(status)}
      label={label === key ? status : label}
    />
  );
}
