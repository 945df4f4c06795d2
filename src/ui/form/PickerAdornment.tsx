import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { useRef } from 'react';

/** Covers the adornment, unseen and untouchable: only the button reaches it. */
const HIDDEN: React.CSSProperties = {
  position: 'absolute',
  inset: 0,
  opacity: 0,
  pointerEvents: 'none',
  width: '100%',
  height: '100%',
  border: 0,
  padding: 0,
};

interface PickerAdornmentProps {
  /** The button's accessible name ("Pick a date for From"). */
  readonly label: string;
  readonly type: 'date' | 'datetime-local';
  /** The hidden input's value, in its type's format ('' for none). */
  readonly value: string;
  readonly min?: string;
  readonly max?: string;
  /** The value the browser's picker gave, in the same format. */
  readonly onPick: (picked: string) => void;
}

/**
 * The calendar button of a typed date field: it opens the browser's own picker of a hidden input
 * where the browser lets a page do so (elsewhere a click on the input does what it can). Typing
 * stays the main way in.
 */
export function PickerAdornment({ label, type, value, min, max, onPick }: PickerAdornmentProps) {
  const picker = useRef<HTMLInputElement>(null);
  const open = () => {
    const input = picker.current;
    if (!input) return;
    if (typeof input.showPicker === 'function') {
      try {
        input.showPicker();
        return;
      } catch {
        // Not allowed here (no user gesture, a cross-origin frame): the field stays to type in.
      }
    }
    input.click();
  };
  return (
    <InputAdornment position="end" sx={{ position: 'relative' }}>
      <IconButton edge="end" size="small" aria-label={label} onClick={open}>
        <CalendarMonthOutlined fontSize="small" />
      </IconButton>
      <input
        ref={picker}
        type={type}
        tabIndex={-1}
        aria-hidden="true"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onPick(event.target.value)}
        style={HIDDEN}
      />
    </InputAdornment>
  );
}
