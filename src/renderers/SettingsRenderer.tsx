import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import {
  SaveButton,
  SimpleForm,
  Toolbar,
  useDataProvider,
  useNotify,
  type RaRecord,
} from 'react-admin';
import type { ConsoleDataProvider } from '../data/dataProvider';
import { isEndpointName } from '../data/api';
import { FieldInput } from './FieldInput';
import { SettingsSummary } from './SettingsSummary';
import type { SettingsPage } from './pageKinds';
import { translate } from '../i18n/translate';

type Values = Record<string, unknown>;

/** The field-level messages of a failed save (api-contract: `body.errors`), if the server sent any. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const body = (error as { body?: unknown }).body;
  if (body === null || typeof body !== 'object') return undefined;
  const errors = (body as { errors?: unknown }).errors;
  return errors !== null && typeof errors === 'object'
    ? (errors as Record<string, string>)
    : undefined;
}

type Rows = SettingsPage['rows'];

/** `[{action: 'TAP', credits: 1}]` → `{TAP: 1}`: one form field per row, named by its key. */
export function rowsToValues(rows: Rows, data: unknown): Values {
  if (!rows) return (data ?? {}) as Values;
  const list = Array.isArray(data) ? (data as Values[]) : [];
  return Object.fromEntries(list.map((row) => [String(row[rows.key]), row[rows.value]]));
}

/** The form's values back to the rows the endpoint takes, in the page's field order. */
export function valuesToRows(rows: Rows, fields: readonly { field: string }[], values: Values) {
  if (!rows) return values;
  return fields.map((f) => ({ [rows.key]: f.field, [rows.value]: values[f.field] }));
}

/** The generator checks every page's endpoint against the catalogue (schema/endpoints.yaml). */
function endpoint(name: string) {
  if (!isEndpointName(name)) throw new Error(`Unknown endpoint '${name}'`);
  return name;
}

/**
 * A singleton settings form: GET fills it, Save PUTs it. Failures are toasted by the data layer;
 * field errors from the server are shown next to the fields and the typed values stay.
 */
export function SettingsRenderer({ page }: { page: SettingsPage }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryKey = ['settings', page.get];
  const loaded = useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      rowsToValues(page.rows, await dataProvider.getSingleton(endpoint(page.get), { signal })),
  });

  if (loaded.isPending)
    return <CircularProgress aria-label={translate('renderers.settings.loading')} sx={{ m: 2 }} />;
  if (loaded.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void loaded.refetch()}>
            {translate('renderers.settings.retry')}
          </Button>
        }
      >
        {translate('renderers.settings.loadFailed')}
      </Alert>
    );
  }

  const onSubmit = async (values: Values) => {
    try {
      // The form tracks the pending save itself (Save shows progress), so no mutation state is kept here.
      const saved: unknown = await dataProvider.putSingleton(
        endpoint(page.put),
        valuesToRows(page.rows, page.fields, values),
      );
      queryClient.setQueryData(queryKey, saved ? rowsToValues(page.rows, saved) : values);
      notify('renderers.settings.saved', {
        type: 'success',
        messageArgs: { _: translate('renderers.settings.saved') },
      });
      return undefined;
    } catch (error) {
      return fieldErrorsOf(error);
    }
  };

  const form = (
    <Card sx={{ maxWidth: 720 }}>
      <SimpleForm
        record={(loaded.data ?? {}) as RaRecord}
        onSubmit={onSubmit}
        noValidate
        // A singleton has nothing to delete: only Save (the default toolbar adds Delete).
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        {page.fields.map((field) => (
          <FieldInput key={field.field} field={field} />
        ))}
      </SimpleForm>
    </Card>
  );
  return page.summary ? (
    <>
      <SettingsSummary columns={page.summary} record={loaded.data ?? {}} />
      {form}
    </>
  ) : (
    form
  );
}
