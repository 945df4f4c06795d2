// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'list',
  resource: 'users',
  columns: [
    { field: 'id', label: 'fields.users.id', type: 'text', sortable: true },
    { field: 'login', label: 'fields.users.login', type: 'email', sortable: true },
    { field: 'name', label: 'fields.users.name', type: 'text', sortable: true },
    { field: 'status', label: 'fields.users.status', type: 'status', sortable: true },
    { field: 'createdAt', label: 'fields.users.createdAt', type: 'datetime', sortable: true },
  ],
  filters: [{ field: 'q', label: 'filters.users.q', kind: 'search', alwaysOn: true }],
  rowClick: 'UserData',
  exportCsv: true,
} as const satisfies PageDef;

export default function UsersPage() {
  return <PageRenderer page={page} />;
}
