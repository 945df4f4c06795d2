import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';
import RemoveFilterIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { FilterDef } from '../../model/types';

/** react-admin's filter debounce: a search is sent once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 500;

/** react-admin's filter form's look: a wrapping row of inputs aligned on their baseline. */
const BAR = (theme: Theme) => ({
  display: 'flex',
  flex: '0 1 auto',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  pointerEvents: 'none',
  pb: 0.5,
  [theme.breakpoints.down('sm')]: { width: '100%' },
  [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
  [theme.breakpoints.up('md')]: { flex: '0 1 100%' },
  '& .filter-field': {
    display: 'flex',
    alignItems: 'flex-end',
    pointerEvents: 'auto',
    [theme.breakpoints.down('sm')]: { width: '100%' },
  },
  '& .filter-field .MuiFormControl-root': { mt: 1 },
  '& .filter-select': { minWidth: theme.spacing(20) },
  '& .filter-spacer': { width: theme.spacing(2) },
  '& .hide-filter': { mb: 1 },
});

/** The search box's clear button: a 24 px button with a 16 px cross, as react-admin's. */
const CLEAR_BUTTON = { width: 24, height: 24, p: 0, '& svg': { width: 16, height: 16 } } as const;

type FilterValues = Record<string, unknown>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The list's filters (§7), drawn from the schema's filter declarations on react-admin's list
 * context: a debounced search box, selects for choices and yes/no. It looks and behaves as
 * react-admin's filter form; that form runs a react-hook-form form that draws itself, every input
 * included, twice more right after mounting — 40% of the components a list's first screen would draw.
 * A filter that is not always on shows once react-admin's filter button adds it (or
 * the URL sets it), with a button to remove it again.
 */
export function ListFilterBar({ filters }: { filters: readonly FilterDef[] }) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters, hideFilter } = useListContext();
  // A search applies after a pause: by then another filter may have changed, so it merges into the
  // list's filters as they are when it applies, not as they were when typing started. react-admin
  // applies a change on its next tick, so two changes in one tick (a choice, then the search's
  // pause ending) would each start from the old filters: each change is kept here until the list
  // draws with new filters.
  const latest = useRef({ filterValues, displayedFilters });
  useLayoutEffect(() => {
    latest.current = { filterValues, displayedFilters };
  }, [filterValues, displayedFilters]);
  const apply = (field: string, value: unknown) => {
    const { filterValues: values, displayedFilters: shown } = latest.current;
    const next: FilterValues = { ...values, [field]: value };
    if (isEmpty(value)) delete next[field];
    latest.current = { filterValues: next, displayedFilters: shown };
    setFilters(next, shown);
  };
  const shown = filters.filter(
    (f) => f.alwaysOn || displayedFilters?.[f.field] || !isEmpty(filterValues?.[f.field]),
  );
  if (shown.length === 0) return null;
  return (
    <Box component="form" sx={BAR} onSubmit={(e: FormEvent) => e.preventDefault()}>
      {shown.map((filter) => (
        <div key={filter.field} className="filter-field" data-source={filter.field}>
          {filter.kind === 'search' ? (
            <SearchBox
              label={translate(filter.label, { _: filter.label })}
              value={String(filterValues?.[filter.field] ?? '')}
              onApply={(text) => apply(filter.field, text)}
            />
          ) : (
            <ChoiceSelect filter={filter} value={filterValues?.[filter.field]} onApply={apply} />
          )}
          {!filter.alwaysOn && (
            <IconButton
              className="hide-filter"
              size="small"
              title={translate('ra.action.remove_filter')}
              aria-label={translate('ra.action.remove_filter')}
              onClick={() => hideFilter(filter.field)}
            >
              <RemoveFilterIcon />
            </IconButton>
          )}
          <div className="filter-spacer">{'\u00A0'}</div>
        </div>
      ))}
    </Box>
  );
}

interface SearchBoxProps {
  readonly label: string;
  /** The list's value of this filter. */
  readonly value: string;
  readonly onApply: (text: string) => void;
}

/** A search box: sent once typing pauses (or at once on Enter); a clear button once it has text. */
function SearchBox({ label, value, onApply }: SearchBoxProps) {
  const translate = useTranslate();
  const [text, setText] = useState(value);
  // The list's value last seen, and the last one this box sent: a change of the list's value that
  // is not this box's own (the URL, a reset) replaces what the box shows.
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: string) => {
    clearTimeout(timer.current);
    setSent(next);
    onApply(next);
  };
  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(next), SEARCH_DEBOUNCE_MS);
  };

  return (
    <TextField
      hiddenLabel
      size="small"
      placeholder={translate('ra.action.search')}
      value={text}
      onChange={(e) => type(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') send(text);
      }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {text ? (
                <IconButton
                  sx={CLEAR_BUTTON}
                  aria-label={translate('ra.action.clear_input_value')}
                  title={translate('ra.action.clear_input_value')}
                  onClick={() => {
                    setText('');
                    send('');
                  }}
                >
                  <ClearIcon />
                </IconButton>
              ) : (
                <SearchIcon color="disabled" />
              )}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface ChoiceSelectProps {
  readonly filter: FilterDef;
  readonly value: unknown;
  readonly onApply: (field: string, value: unknown) => void;
}

/** A select of the filter's choices (or yes / no), applied at once; its empty entry clears it. */
function ChoiceSelect({ filter, value, onApply }: ChoiceSelectProps) {
  const translate = useTranslate();
  // The menu's values are strings; a yes/no filter gets true or false back.
  const choices: readonly { key: string; value: unknown; label: string }[] =
    filter.kind === 'boolean'
      ? [
          { key: 'true', value: true, label: translate('ra.boolean.true') },
          { key: 'false', value: false, label: translate('ra.boolean.false') },
        ]
      : (filter.choices ?? []).map((c) => ({
          key: String(c.value),
          value: c.value,
          label: translate(c.label, { _: c.label }),
        }));
  const parse = (raw: string): unknown => choices.find((c) => c.key === raw)?.value ?? '';
  return (
    <TextField
      select
      size="small"
      className="filter-select"
      label={translate(filter.label, { _: filter.label })}
      value={isEmpty(value) ? '' : String(value)}
      onChange={(e) => onApply(filter.field, parse(e.target.value))}
    >
      <MenuItem
        value=""
        aria-label={translate('ra.action.clear_input_value')}
        title={translate('ra.action.clear_input_value')}
      >
        {'\u00A0'}
      </MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.key} value={c.key}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
