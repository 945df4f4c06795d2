import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { DisplayType } from '../model/types';
import { formatMoney, readPath, toDate, toNumber } from './formatValue';
import { StatusChip } from './StatusChip';
import { RulesValue } from './RulesValue';

export interface ColumnValueProps {
  /** The record field to show (dot path allowed). */
  source: string;
  type: DisplayType;
  /** Read by react-admin's Labeled (show pages) for the field caption. */
  label?: string;
}

/** One record value drawn by its declared display type. API strings are always rendered as text. */
export function ColumnValue({ source, type }: ColumnValueProps) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const value = readPath(record, source);
  if (value === undefined || value === null || value === '') {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        —
      </Typography>
    );
  }
  switch (type) {
    case 'status':
      return <StatusChip status={String(value)} />;
    case 'boolean': {
      const on = value === true || value === 'true';
      const label = translate(on ? 'ra.boolean.true' : 'ra.boolean.false');
      return on ? (
        <CheckIcon fontSize="small" titleAccess={label} />
      ) : (
        <CloseIcon fontSize="small" titleAccess={label} />
      );
    }
    case 'date':
    case 'datetime': {
      const date = toDate(value);
      const text = !date
        ? String(value)
        : type === 'date'
          ? date.toLocaleDateString(locale)
          : date.toLocaleString(locale);
      return (
        <Typography component="span" variant="body2">
          {text}
        </Typography>
      );
    }
    case 'money':
    case 'number': {
      const n = toNumber(value);
      const text =
        n === undefined
          ? String(value)
          : type === 'money'
            ? formatMoney(n)
            : n.toLocaleString(locale);
      return (
        <Typography component="span" variant="body2">
          {text}
        </Typography>
      );
    }
    case 'email':
      return (
        <Link href={`mailto:${String(value)}`} onClick={(e) => e.stopPropagation()} variant="body2">
          {String(value)}
        </Link>
      );
    case 'rules':
      return <RulesValue value={value} source={source} />;
    case 'chips': {
      const items = Array.isArray(value) ? value : [value];
      return (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          {items.map((item, i) => (
            <Chip
              key={i}
              size="small"
              label={typeof item === 'object' ? JSON.stringify(item) : String(item)}
            />
          ))}
        </Stack>
      );
    }
    default:
      return (
        <Typography component="span" variant="body2">
          {typeof value === 'object' ? JSON.stringify(value) : String(value)}
        </Typography>
      );
  }
}
