import { useMemo } from 'react';
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
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { isEndpointName } from '../../data/api';
import { FieldInput } from '../form/FieldInput';
import { SettingsSummary } from './SettingsSummary';
import { FormReadOnlyContext, useMaySaveSettings } from '../shared/readOnlyForm';
import type { SettingsPage } from '../shared/pageKinds';
import { fieldErrorsOf, settingsBody, settingsForm, type Values } from './settingsValues';
import { translate } from '../../i18n/translate';

type PutBody = Parameters<ConsoleDataProvider['putSingleton']>[1];

/** The generator checks every page's endpoint against the catalogue (schema/endpoints.yaml). */
function endpoint(name: string) {
  if (!isEndpointName(name)) throw new Error(`Unknown endpoint '${name}'`);
  return name;
}

/**
 * A singleton settings form: GET fills it, Save PUTs it. The PUT replaces what the GET answered, so
 * it sends all of it back (fields and rows the console does not know included) with the form's
 * changes. Failures are toasted by the data layer; field errors from the server are shown next to
 * the fields and the typed values stay.
 */
export function SettingsRenderer({ page }: { page: SettingsPage }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  // A role that may only read the section sees the values, without Save (§6).
  const maySave = useMaySaveSettings();
  const queryKey = ['settings', page.get];
  // The cache holds the answer as it came: the form is drawn from it, the PUT is made of it.
  const loaded = useQuery({
    queryKey,
    queryFn: ({ signal }): Promise<unknown> =>
      dataProvider.getSingleton(endpoint(page.get), { signal }),
  });
  const form = useMemo(() => settingsForm(page, loaded.data), [page, loaded.data]);

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
      const body = settingsBody(page, form, loaded.data, values) as PutBody;
      const saved: unknown = await dataProvider.putSingleton(endpoint(page.put), body);
      // An empty answer (204) means "saved as sent".
      queryClient.setQueryData(queryKey, saved ? saved : body);
      notify('renderers.settings.saved', {
        type: 'success',
        messageArgs: { _: translate('renderers.settings.saved') },
      });
      return undefined;
    } catch (error) {
      return fieldErrorsOf(error);
    }
  };

  const editor = (
    <Card sx={{ maxWidth: 720 }}>
      <FormReadOnlyContext.Provider value={!maySave}>
        <SimpleForm
          record={form.values as RaRecord}
          onSubmit={onSubmit}
          noValidate
          // A singleton has nothing to delete: only Save (the default toolbar adds Delete).
          toolbar={
            maySave ? (
              <Toolbar>
                <SaveButton />
              </Toolbar>
            ) : (
              false
            )
          }
        >
          {form.fields.map((field) => (
            <FieldInput key={field.field} field={field} />
          ))}
        </SimpleForm>
      </FormReadOnlyContext.Provider>
    </Card>
  );
  return page.summary ? (
    <>
      <SettingsSummary columns={page.summary} record={form.values} />
      {editor}
    </>
  ) : (
    editor
  );
}
