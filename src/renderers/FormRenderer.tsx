import { useParams } from 'react-router-dom';
import { Create, Edit, SimpleForm, type RaRecord, type RedirectionSideEffect } from 'react-admin';
import { FieldInput } from './FieldInput';
import type { FormPage } from './pageKinds';
import { routePath } from './useRouteLink';

/**
 * Where to go after a save: the declared route (with the saved record's id when the route takes one),
 * relative to the mount — react-admin's redirect adds the basename.
 */
function redirectTo(page: FormPage): RedirectionSideEffect {
  const target = page.redirect;
  if (!target) return false;
  // A route that needs an id the save did not return falls back to the mount's home.
  return (_resource?: string, id?: RaRecord['id']) => routePath(target, id) ?? '/';
}

function Fields({ page }: { page: FormPage }) {
  return (
    // Pessimistic saves only: the server's body.errors land next to the fields and nothing typed is lost.
    <SimpleForm>
      {page.fields.map((field) => (
        <FieldInput key={field.field} field={field} />
      ))}
    </SimpleForm>
  );
}

/** A create or edit form of a resource. */
export function FormRenderer({ page }: { page: FormPage }) {
  const params = useParams();
  if (page.kind === 'create') {
    return (
      <Create resource={page.resource} title={false} redirect={redirectTo(page)}>
        <Fields page={page} />
      </Create>
    );
  }
  const id = page.idParam ? params[page.idParam] : undefined;
  if (id === undefined) return null;
  return (
    <Edit
      resource={page.resource}
      id={id}
      title={false}
      actions={false}
      mutationMode="pessimistic"
      redirect={redirectTo(page)}
    >
      <Fields page={page} />
    </Edit>
  );
}
