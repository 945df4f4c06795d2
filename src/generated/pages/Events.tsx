// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'list',
  resource: 'events',
  columns: [
    { field: 'id', label: 'fields.events.id', type: 'text', sortable: true },
    { field: 'name', label: 'fields.events.name', type: 'text', sortable: true },
    { field: 'code', label: 'fields.events.code', type: 'text', sortable: true },
    { field: 'status', label: 'fields.events.status', type: 'status', sortable: true },
    { field: 'createdAt', label: 'fields.events.createdAt', type: 'datetime', sortable: true },
  ],
  filters: [{ field: 'q', label: 'filters.events.q', kind: 'search', alwaysOn: true }],
  rowClick: 'EventDetails',
  exportCsv: false,
  create: 'EventNew',
} as const satisfies PageDef;

export default function EventsPage() {
  return <PageRenderer page={page} />;
}
