// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'list',
  resource: 'airdrop',
  columns: [
    { field: 'id', label: 'fields.airdrop.id', type: 'text', sortable: true },
    { field: 'name', label: 'fields.airdrop.name', type: 'text', sortable: true },
    { field: 'points', label: 'fields.airdrop.points', type: 'number', sortable: true },
    { field: 'status', label: 'fields.airdrop.status', type: 'status', sortable: true },
    { field: 'createdAt', label: 'fields.airdrop.createdAt', type: 'datetime', sortable: true },
  ],
  filters: [{ field: 'q', label: 'filters.airdrop.q', kind: 'search', alwaysOn: true }],
  exportCsv: false,
} as const satisfies PageDef;

export default function AirdropPage() {
  return <PageRenderer page={page} />;
}
