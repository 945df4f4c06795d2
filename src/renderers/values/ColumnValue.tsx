import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { ReferenceFieldBase, useRecordContext, useTranslate } from 'react-admin';
import type { ChoiceDef, ColumnReference, DisplayType, RecordCondition } from '../../model/types';
import { formatDate, formatDateTime, formatMoney, formatNumber, toDate } from '../../i18n/format';
import { matchesCondition } from '../shared/recordCondition';
import { choiceLabelKey, readPath, roleLabelKey, toNumber } from '../shared/formatValue';
import { ProcessingStatusChip } from './ProcessingStatusChip';
import { RulesValue } from './RulesValue';
import { UrlValue } from './UrlValue';
import { useRouteLink } from '../shared/useRouteLink';
import { VALUE_MISSING, VALUE_TEXT } from '../../theme/valueText';

export interface ColumnValueProps {
  /** The record field to show (dot path allowed). */
  source: string;
  type: DisplayType;
  /** The column's message key: read by react-admin's Labeled (show pages) for the field caption,
   * and names a `url` column's picture preview. */
  label?: string | undefined;
  /** `enum`: the label (message key) of each value. */
  choices?: readonly ChoiceDef[] | undefined;
  /** `number`, `money`: the unit's message key, written after the figure. */
  unit?: string | undefined;
  /** Route the value opens; its path parameter gets `linkField`'s value (default: this field's). */
  link?: string | undefined;
  linkField?: string | undefined;
  /** The value is another record's id: show that record's `show` field (one getMany a page). */
  reference?: ColumnReference | undefined;
  /** Drawn only for records that match (a list cell stays empty for the others). */
  showWhen?: RecordCondition | undefined;
}

/**
 * One record value drawn by its declared display type, as a link when the column has one (a user
 * id opens User Data). API strings are always rendered as text.
 */
export function ColumnValue(props: ColumnValueProps) {
  const record = useRecordContext();
  if (!matchesCondition(props.showWhen, record)) return null;
  return props.reference ? (
    <ReferenceValue {...props} reference={props.reference} />
  ) : (
    <PlainValue {...props} />
  );
}

function PlainValue({ source, type, label, choices, unit, link, linkField }: ColumnValueProps) {
  const record = useRecordContext();
  const routeLink = useRouteLink();
  const value = readPath(record, source);
  const content = (
    <Value value={value} type={type} choices={choices} unit={unit} source={source} label={label} />
  );
  // A url value is its own link, never nested in a route link.
  if (!link || type === 'url' || value === undefined || value === null || value === '')
    return content;
  const id = readPath(record, linkField ?? source) as string | number | undefined;
  const to = routeLink(link, id);
  if (!to) return content;
  return (
    <RouteValueLink to={to} route={link} id={id}>
      {content}
    </RouteValueLink>
  );
}

/** A cell's value as a link to a named route for one record. */
function RouteValueLink(props: {
  to: string;
  route: string;
  id: string | number | undefined;
  children: ReactNode;
}) {
  return (
    <Link
      component={RouterLink}
      to={props.to}
      // The table fetches the linked page ahead when the pointer rests on it (LeanTableBody).
      data-route={props.route}
      data-route-id={String(props.id)}
      // The row's own click (rowClick) must not fire as well.
      onClick={(e) => e.stopPropagation()}
      variant="body2"
    >
      {props.children}
    </Link>
  );
}

/**
 * A reference: react-admin's ReferenceField machinery (useGetManyAggregate), so the cells of a
 * page ask for their records in one getMany, not one call per row. The record's `show` field is
 * drawn as text and opens `link` for that id; a record that cannot be found (deleted, or the
 * answer failed) reads 'User #42', never a blank or a bare id.
 */
function ReferenceValue({
  source,
  label,
  link,
  reference,
}: ColumnValueProps & { reference: ColumnReference }) {
  const record = useRecordContext();
  const routeLink = useRouteLink();
  const translate = useTranslate();
  const id = readPath(record, source);
  if (id === undefined || id === null || id === '') return <Missing />;
  return (
    <ReferenceFieldBase
      source={source}
      reference={reference.resource}
      render={(state) => (
        <Box component="span" sx={REFERENCE_SLOT} title={slotTitle(state.referenceRecord)}>
          {shownReference(state)}
        </Box>
      )}
    />
  );

  function slotTitle(referenceRecord: unknown): string | undefined {
    const shown = readPath(referenceRecord, reference.show);
    return typeof shown === 'string' || typeof shown === 'number' ? String(shown) : undefined;
  }

  function shownReference({
    referenceRecord,
    isPending,
    error,
  }: {
    referenceRecord?: unknown;
    isPending: boolean;
    error?: unknown;
  }): ReactNode {
    if (isPending && !error)
      return <Skeleton variant="text" width="6em" sx={{ display: 'inline-block' }} />;
    const shown = readPath(referenceRecord, reference.show);
    if (!referenceRecord || shown === undefined || shown === null || shown === '') {
      return (
        <ValueText>
          {translate('renderers.reference.missing', {
            what: label ? translate(label, { _: label }) : '',
            id: String(id),
          })}
        </ValueText>
      );
    }
    const text = (
      <ValueText>{typeof shown === 'object' ? JSON.stringify(shown) : String(shown)}</ValueText>
    );
    const to = link ? routeLink(link, id as string | number) : undefined;
    return to && link ? (
      <RouteValueLink to={to} route={link} id={id as string | number}>
        {text}
      </RouteValueLink>
    ) : (
      text
    );
  }
}

/**
 * A reference's value comes a call after its row: in a table its column would widen or narrow
 * when it lands, every cell of the row beside it moving (CLS 0). It is drawn in a slot of
 * one width, placeholder and value alike (a longer value ends in an ellipsis, in full on hover and
 * for assistive technology); never wider than its cell's room (a phone's row).
 */
const REFERENCE_SLOT = {
  display: 'inline-block',
  width: '18em',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
} as const;

/** A value as text, MUI's body2 by one class (../theme/valueText). */
function ValueText({ children }: { children: ReactNode }) {
  return <span className={VALUE_TEXT}>{children}</span>;
}

function Missing() {
  return <span className={`${VALUE_TEXT} ${VALUE_MISSING}`}>—</span>;
}

function Value({
  value,
  type,
  choices,
  unit,
  source,
  label,
}: {
  value: unknown;
  type: DisplayType;
  choices: readonly ChoiceDef[] | undefined;
  unit?: string | undefined;
  /** The field shown: `type: rules` reads the labels of that field's rules. */
  source: string;
  label: string | undefined;
}): ReactNode {
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return <Missing />;
  switch (type) {
    case 'role':
    case 'enum': {
      // An unknown code still shows, as itself, rather than disappearing.
      const key = type === 'role' ? roleLabelKey(String(value)) : choiceLabelKey(choices, value);
      return <ValueText>{key ? translate(key, { _: String(value) }) : String(value)}</ValueText>;
    }
    case 'status':
      return <ProcessingStatusChip status={String(value)} />;
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
        : type === 'datetime'
          ? formatDateTime(date)
          : formatDate(date);
      return <ValueText>{text}</ValueText>;
    }
    case 'money':
    case 'number': {
      const n = toNumber(value);
      const text =
        n === undefined ? String(value) : type === 'money' ? formatMoney(n) : formatNumber(n);
      return (
        <ValueText>
          {unit && n !== undefined ? `${text} ${translate(unit, { _: unit })}` : text}
        </ValueText>
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
    case 'url':
      return <UrlValue value={value} label={label} />;
    case 'chips': {
      const items = Array.isArray(value) ? value : [value];
      return (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
        <ValueText>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</ValueText>
      );
  }
}
