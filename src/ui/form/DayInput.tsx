import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { formatDate, parseDay, toDate } from '../../i18n/format';
import { translate as t } from '../../i18n/translate';
import { PickerAdornment } from './PickerAdornment';

export interface DayInputProps {
  readonly label: string;
  /** The day, `YYYY-MM-DD`. */
  readonly value: string;
  /** Called with a whole day within min/max only: a half-typed or impossible day is never handed up. */
  readonly onChange: (day: string) => void;
  readonly min?: string;
  readonly max?: string;
}

/** The day as the console writes it (`3 Nov 2026`), or the text itself when it is no day. */
const shown = (day: string) => {
  const date = toDate(day);
  return date ? formatDate(date) : day;
};

/** Wide enough for the longest day the console writes (`30 Sep 2026`) and the calendar button. */
const WIDTH = '11.5rem';

/**
 * A calendar day in the console's one date style, in place of the browser's date field (which
 * writes the browser's locale, `10/31/2026`, and stretches with its row). The day is typed as it
 * reads (`3 Nov 2026`, or `2026-11-03`) and taken on blur or Enter; the calendar button opens the
 * browser's own picker for the same day, so choosing a day on a phone is a tap away.
 */
export function DayInput({ label, value, onChange, min, max }: DayInputProps) {
  const [draft, setDraft] = useState<string | null>(null);

  const problem = (() => {
    if (draft === null) return undefined;
    const day = parseDay(draft);
    if (!day) return t('ui.dayInput.invalid', { example: formatDate(toDate(value) ?? new Date()) });
    if (min && day < min) return t('ui.dayInput.notBefore', { day: shown(min) });
    if (max && day > max) return t('ui.dayInput.notAfter', { day: shown(max) });
    return undefined;
  })();

  const take = () => {
    if (draft === null || problem) return;
    const day = parseDay(draft)!;
    setDraft(null);
    if (day !== value) onChange(day);
  };

  return (
    <TextField
      size="small"
      label={label}
      value={draft ?? shown(value)}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={take}
      onKeyDown={(event) => {
        if (event.key === 'Enter') take();
        if (event.key === 'Escape') setDraft(null);
      }}
      error={!!problem}
      helperText={problem}
      fullWidth={false}
      // Doubled class: react-admin's theme stretches every field to the screen's width on a phone.
      sx={{ '&&': { width: WIDTH, maxWidth: '100%' }, flex: '0 0 auto', m: 0 }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'text', autoComplete: 'off', spellCheck: false },
        input: {
          endAdornment: (
            <PickerAdornment
              label={t('ui.dayInput.pick', { label })}
              type="date"
              value={value}
              min={min}
              max={max}
              onPick={(day) => {
                setDraft(null);
                if (day && day !== value) onChange(day);
              }}
            />
          ),
        },
      }}
    />
  );
}
