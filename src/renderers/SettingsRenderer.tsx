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
import { fieldErrorsOf, rowsToValues, valuesToRows, type Values } from './settingsValues';
import { translate } from '../i18n/translate';

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
