// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'list',
  resource: 'custody',
  columns: [
    { field: 'id', label: 'fields.custody.id', type: 'text', sortable: true },
    { field: 'operatorId', label: 'fields.custody.operatorId', type: 'text', sortable: true },
    { field: 'address', label: 'fields.custody.address', type: 'text', sortable: true },
    { field: 'network', label: 'fields.custody.network', type: 'text', sortable: true },
    { field: 'balance', label: 'fields.custody.balance', type: 'number', sortable: true },
    { field: 'status', label: 'fields.custody.status', type: 'status', sortable: true },
  ],
  filters: [{ field: 'q', label: 'filters.custody.q', kind: 'search', alwaysOn: true }],
  exportCsv: false,
} as const satisfies PageDef;

export default function CustodyPage() {
  return <PageRenderer page={page} />;
}
