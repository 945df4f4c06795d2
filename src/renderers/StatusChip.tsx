import Chip from '@mui/material/Chip';
import { renderersMessagesEn } from '../i18n/en/renderers';
import { statusChipColor, statusLabelKey } from './statusChip';
import { useCatalogueText } from '../i18n/useCatalogueText';

/** §4 processing status as a chip: label from the catalogue, colour from the status. */
export function StatusChip({ status }: { status: string }) {
  const text = useCatalogueText(renderersMessagesEn);
  const key = statusLabelKey(status);
  const label = text(key);
  return (
    <Chip
      size="small"
      color={statusChipColor(status)}
      data-color={statusChipColor(status)}
      label={label === key ? status : label}
    />
  );
}
