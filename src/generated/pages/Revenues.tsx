// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'list',
  resource: 'revenues',
  columns: [
    { field: 'id', label: 'fields.revenues.id', type: 'text', sortable: true },
    { field: 'source', label: 'fields.revenues.source', type: 'text', sortable: true },
    { field: 'amount', label: 'fields.revenues.amount', type: 'money', sortable: true },
    { field: 'createdAt', label: 'fields.revenues.createdAt', type: 'datetime', sortable: true },
  ],
  filters: [{ field: 'q', label: 'filters.revenues.q', kind: 'search', alwaysOn: true }],
  exportCsv: true,
} as const satisfies PageDef;

export default function RevenuesPage() {
  return <PageRenderer page={page} />;
}
