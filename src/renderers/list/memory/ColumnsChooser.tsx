import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useStore, useTranslate } from 'react-admin';
import type { ColumnDef } from '../../../model/types';

/**
 * The list's column chooser: one labelled checkbox per declared column, writing the hidden columns
 * where react-admin's DataTable reads them (its `storeKey`). react-admin's own ColumnsButton draws
 * switches inside `role="option"` items of a menu, which axe reports (options outside a listbox,
 * controls nested in controls); these are plain checkboxes in a labelled group. The last shown
 * column cannot be hidden, so the table never goes blank.
 */
export function ColumnsChooser({
  columns,
  storeKey,
}: {
  columns: readonly ColumnDef[];
  storeKey: string;
}) {
  const translate = useTranslate();
  // A phone draws the small-screen rows (their texts are declared per list), not the table.
  const small = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [hidden, setHidden] = useStore<string[]>(storeKey, []);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const hiddenNow = Array.isArray(hidden) ? hidden : [];
  const shown = columns.filter((c) => !hiddenNow.includes(c.field)).length;
  const title = translate('renderers.list.columns');
  if (small) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {title}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Typography id={titleId} variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
          {translate('renderers.list.columnsShown')}
        </Typography>
        <FormGroup sx={{ px: 2, pb: 1 }}>
          {columns.map((column) => {
            const on = !hiddenNow.includes(column.field);
            return (
              <FormControlLabel
                key={column.field}
                label={translate(column.label, { _: column.label })}
                control={
                  <Checkbox
                    size="small"
                    checked={on}
                    disabled={on && shown === 1}
                    onChange={() =>
                      setHidden(
                        on
                          ? [...hiddenNow, column.field]
                          : hiddenNow.filter((f) => f !== column.field),
                      )
                    }
                  />
                }
              />
            );
          })}
        </FormGroup>
      </Popover>
    </>
  );
}
