// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'list',
  resource: 'segments',
  columns: [
    { field: 'id', label: 'fields.segments.id', type: 'text', sortable: true },
    { field: 'name', label: 'fields.segments.name', type: 'text', sortable: true },
    { field: 'usersCount', label: 'fields.segments.usersCount', type: 'number', sortable: true },
    { field: 'createdAt', label: 'fields.segments.createdAt', type: 'datetime', sortable: true },
  ],
  filters: [{ field: 'q', label: 'filters.segments.q', kind: 'search', alwaysOn: true }],
  exportCsv: false,
} as const satisfies PageDef;

export default function SegmentsPage() {
  return <PageRenderer page={page} />;
}
