// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'list',
  resource: 'operators',
  columns: [
    { field: 'id', label: 'fields.operators.id', type: 'text', sortable: true },
    { field: 'name', label: 'fields.operators.name', type: 'text', sortable: true },
    { field: 'login', label: 'fields.operators.login', type: 'email', sortable: true },
    {
      field: 'emailVerified',
      label: 'fields.operators.emailVerified',
      type: 'boolean',
      sortable: true,
    },
    { field: 'plan', label: 'fields.operators.plan', type: 'text', sortable: true },
    { field: 'status', label: 'fields.operators.status', type: 'status', sortable: true },
    { field: 'createdAt', label: 'fields.operators.createdAt', type: 'datetime', sortable: true },
  ],
  filters: [{ field: 'q', label: 'filters.operators.q', kind: 'search', alwaysOn: true }],
  exportCsv: false,
} as const satisfies PageDef;

export default function OperatorsPage() {
  return <PageRenderer page={page} />;
}
