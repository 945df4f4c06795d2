import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, useTranslate, type RaRecord } from 'react-admin';
import type { ColumnDef } from '../../model/types';
import { ColumnValue } from '../values/ColumnValue';
import { columnProps } from '../values/columnProps';

/** A settings page's `summary:` — read-only figures of the GET answer, above the form. */
export function SettingsSummary({
  columns,
  record,
}: {
  columns: readonly ColumnDef[];
  record: Record<string, unknown>;
}) {
  const translate = useTranslate();
  return (
    <Card
      component="section"
      aria-label={translate('audience.summary.label')}
      sx={{ maxWidth: 720, mb: 2 }}
    >
      <CardContent>
        <RecordContextProvider value={record as RaRecord}>
          <Stack
            direction="row"
            spacing={4}
            useFlexGap
            component="dl"
            sx={{ flexWrap: 'wrap', m: 0 }}
          >
            {columns.map((c) => (
              <div key={c.field}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {translate(c.label, { _: c.label })}
                </Typography>
                <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                  <ColumnValue {...columnProps(c)} />
                </Typography>
              </div>
            ))}
          </Stack>
        </RecordContextProvider>
      </CardContent>
    </Card>
  );
}
