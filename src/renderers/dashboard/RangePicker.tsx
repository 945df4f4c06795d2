import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { formatDate, toDate } from '../../i18n/format';
import { translate as t } from '../../i18n/translate';
import { DayInput } from '../../ui/form/DayInput';
import {
  isIsoDate,
  presetRange,
  PRESETS,
  type DashboardRange,
  type RangeChoice,
} from '../../data/dashboardRange';

const day = (iso: string) => {
  const date = toDate(iso);
  return date ? formatDate(date) : iso;
};
/**
 * On a phone the four choices share one row, the screen's width (a label may take two lines),
 * rather than wrapping one button onto a row of its own; the two dates share the next row, each
 * as wide as a day written out.
 */
const PRESET_BUTTONS = {
  width: { xs: '100%', sm: 'auto' },
  '& .MuiToggleButton-root': {
    flex: { xs: 1, sm: 'initial' },
    px: { xs: 0.5, sm: 1 },
    lineHeight: { xs: 1.2, sm: 'inherit' },
  },
} as const;

/** Last 7 / 30 / 90 days or two dates; a change is handed up only when the range is whole. */
export function RangePicker({
  value,
  onChange,
}: {
  value: DashboardRange;
  onChange: (range: DashboardRange) => void;
}) {
  const choose = (choice: RangeChoice | null) => {
    if (choice === null || choice === value.choice) return;
    onChange(
      choice === 'custom'
        ? { choice, from: value.from, to: value.to }
        : presetRange(choice, new Date()),
    );
  };
  const setBound = (bound: 'from' | 'to', day: string) => {
    const next = { ...value, choice: 'custom' as const, [bound]: day };
    if (isIsoDate(next.from) && isIsoDate(next.to) && next.from <= next.to) onChange(next);
  };

  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value.choice}
        onChange={(_e, choice: RangeChoice | null) => choose(choice)}
        aria-label={t('dashboards.range.label')}
        sx={PRESET_BUTTONS}
      >
        {PRESETS.map((days) => (
          <ToggleButton key={days} value={days}>
            {t(`dashboards.range.last${days}`)}
          </ToggleButton>
        ))}
        <ToggleButton value="custom">{t('dashboards.range.custom')}</ToggleButton>
      </ToggleButtonGroup>
      {value.choice === 'custom' ? (
        (['from', 'to'] as const).map((bound) => (
          <DayInput
            key={bound}
            label={t(`dashboards.range.${bound}`)}
            value={value[bound]}
            onChange={(day) => setBound(bound, day)}
            {...(bound === 'from' ? { max: value.to } : { min: value.from })}
          />
        ))
      ) : (
        <span>{t('dashboards.range.shown', { from: day(value.from), to: day(value.to) })}</span>
      )}
    </Stack>
  );
}
