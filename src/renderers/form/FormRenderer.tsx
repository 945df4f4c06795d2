import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import {
  Create,
  Edit,
  Labeled,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useTranslate,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import { READ_RETRY } from '../../data/queryClient';
import { ColumnValue } from '../values/ColumnValue';
import { columnProps } from '../values/columnProps';
import { DeleteRecordButton } from './DeleteRecordButton';
import { FieldInput } from './FieldInput';
import type { FormPage } from '../shared/pageKinds';
import { routePath } from '../shared/useRouteLink';
import { matchesCondition } from '../shared/recordCondition';
import { FormReadOnlyContext, useMaySaveRecord } from '../shared/readOnlyForm';
import { useMay } from '../shared/useMay';
import { useRecordLoadFailure } from '../shared/recordLoadFailure';

type EditPage = Extract<FormPage, { kind: 'edit' }>;

/**
 * Where to go after a save: the declared route (with the saved record's id when the route takes one),
 * relative to the mount — react-admin's redirect adds the basename.
 */
function redirectTo(target: string | undefined): RedirectionSideEffect {
  if (!target) return false;
  // A route that needs an id the save did not return falls back to the mount's home.
  return (_resource?: string, id?: RaRecord['id']) => routePath(target, id) ?? '/';
}

/**
 * A failed save or delete says nothing more: the HTTP client has already shown §8's one toast for
 * it (and a 401 has ended the session). A failed delete leaves its confirm dialog open, to try
 * again or cancel. react-admin's own would be a second toast for the same failure,
 * queued behind the first and, with no answer, showing the raw 'No response' rather than §8's text.
 * Server field errors (`body.errors`) still reach the fields: react-admin's save returns them to
 * the form whatever onError does.
 */
const SAVE_FAILURE_REPORTED = { onError: () => undefined } as const;

/** The values the server sets (id, counters, dates): shown, never sent back. */
function ReadOnlyValues({ page }: { page: EditPage }) {
  const record = useRecordContext();
  if (!record || page.readOnly.length === 0) return null;
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', px: 2, pt: 2 }}>
      {page.readOnly
        .filter((column) => matchesCondition(column.showWhen, record))
        .map((column) => (
          <Labeled key={column.field} label={column.label} source={column.field}>
            <ColumnValue {...columnProps(column)} />
          </Labeled>
        ))}
    </Stack>
  );
}

/** Save for a role that may update the section; Delete for one that may delete there (§6). */
function EditToolbar({ page, maySave }: { page: EditPage; maySave: boolean }) {
  const translate = useTranslate();
  const mayDelete = useMay('delete', page.resource);
  const remove = mayDelete ? page.delete : undefined;
  if (!maySave && !remove) return null;
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      {maySave ? <SaveButton /> : <span />}
      {remove && (
        <DeleteRecordButton
          title={translate('records.delete.title')}
          content={
            <Typography component="span">
              {translate(remove.confirm, { _: remove.confirm })}
            </Typography>
          }
          redirect={routePath(remove.redirect) ?? 'list'}
          successMessage="records.delete.done"
        />
      )}
    </Toolbar>
  );
}

function Fields({ page, maySave = true }: { page: FormPage; maySave?: boolean }) {
  return (
    // Pessimistic saves only: the server's body.errors land next to the fields and nothing typed is
    // lost. noValidate: the browser's own bubbles (type="url", type="email") would replace the §5 texts.
    <FormReadOnlyContext.Provider value={!maySave}>
      <SimpleForm
        noValidate
        toolbar={page.kind === 'edit' ? <EditToolbar page={page} maySave={maySave} /> : undefined}
      >
        {page.fields.map((field) => (
          <FieldInput key={field.field} field={field} />
        ))}
      </SimpleForm>
    </FormReadOnlyContext.Provider>
  );
}

/** A create or edit form of a resource. */
export function FormRenderer({ page }: { page: FormPage }) {
  const params = useParams();
  // A role that may only read the section opens the record read-only (§6), without Save.
  const maySave = useMaySaveRecord(page.resource);
  const onError = useRecordLoadFailure(page.resource);
  if (page.kind === 'create') {
    return (
      <Create
        resource={page.resource}
        title={false}
        redirect={redirectTo(page.redirect)}
        mutationOptions={SAVE_FAILURE_REPORTED}
      >
        <Fields page={page} />
      </Create>
    );
  }
  const id = params[page.idParam];
  if (id === undefined) return null;
  return (
    <Edit
      resource={page.resource}
      // The guard let the role in (it may read the section); react-admin would ask for 'edit' and
      // send a reader to 403 where the page opens for it read-only.
      disableAuthentication
      id={id}
      title={false}
      actions={false}
      mutationMode="pessimistic"
      mutationOptions={SAVE_FAILURE_REPORTED}
      redirect={redirectTo(page.redirect)}
      queryOptions={{ ...READ_RETRY, onError }}
    >
      <Box>
        <ReadOnlyValues page={page} />
        <Fields page={page} maySave={maySave} />
      </Box>
    </Edit>
  );
}
