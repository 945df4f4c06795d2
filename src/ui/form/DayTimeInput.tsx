import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { formatDateTime, localMinute, parseDateTime, toDate } from '../../i18n/format';
import { translate as t } from '../../i18n/translate';
import { PickerAdornment } from './PickerAdornment';

export interface DayTimeInputProps {
  readonly label: string;
  /** The moment as the API carries it (ISO), empty, or the text typed when it was no moment. */
  readonly value: string | null | undefined;
  /**
   * Called on blur or Enter with the moment as an ISO date-time, null when emptied, or the typed
   * text itself when it reads as no moment (the form's check then names it: nothing typed is lost).
   */
  readonly onChange: (value: string | null) => void;
  readonly onBlur?: () => void;
  readonly name?: string;
  readonly helperText?: React.ReactNode;
  readonly error?: boolean;
  readonly readOnly?: boolean;
  readonly required?: boolean;
}

/** Wide enough for the longest moment the console writes (`30 Sep 2026, 23:45`) and the button. */
const WIDTH = '15rem';

/**
 * A date and time in the console's one style (`3 Nov 2026, 14:05`, local time), in place of
 * react-admin's date-time input (which writes the browser's locale, `11/03/2026, 02:05 PM`). The
 * moment is typed as it reads (or `2026-11-03 14:05`) and taken on blur or Enter; the calendar
 * button opens the browser's own picker for the same moment.
 */
export function DayTimeInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  helperText,
  error = false,
  readOnly = false,
  required = false,
}: DayTimeInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const moment = typeof value === 'string' && value !== '' ? toDate(value) : undefined;
  // Text the form holds that reads as no moment is shown as typed, so it can be corrected.
  const shown = moment ? formatDateTime(moment) : (value ?? '');

  const take = () => {
    if (draft === null) return;
    setDraft(null);
    const text = draft.trim();
    const next = text === '' ? null : (parseDateTime(text)?.toISOString() ?? text);
    if (next !== (value ?? null)) onChange(next);
  };

  return (
    <TextField
      size="small"
      label={label}
      name={name}
      required={required}
      value={draft ?? shown}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        take();
        onBlur?.();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          take();
        }
        if (event.key === 'Escape') setDraft(null);
      }}
      error={error}
      helperText={helperText}
      fullWidth={false}
      // Doubled class: react-admin's theme stretches every field to the screen's width on a phone.
      sx={{ '&&': { width: WIDTH, maxWidth: '100%' }, flex: '0 0 auto' }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { readOnly, inputMode: 'text', autoComplete: 'off', spellCheck: false },
        input: {
          endAdornment: readOnly ? undefined : (
            <PickerAdornment
              label={t('ui.dayTimeInput.pick', { label })}
              type="datetime-local"
              value={moment ? localMinute(moment) : ''}
              onPick={(text) => {
                const picked = toDate(text);
                setDraft(null);
                if (picked) onChange(picked.toISOString());
              }}
            />
          ),
        },
      }}
    />
  );
}
