// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'list',
  resource: 'activity',
  columns: [
    { field: 'id', label: 'fields.activity.id', type: 'text', sortable: true },
    { field: 'userId', label: 'fields.activity.userId', type: 'text', sortable: true },
    { field: 'type', label: 'fields.activity.type', type: 'text', sortable: true },
    { field: 'points', label: 'fields.activity.points', type: 'number', sortable: true },
    { field: 'createdAt', label: 'fields.activity.createdAt', type: 'datetime', sortable: true },
  ],
  filters: [{ field: 'q', label: 'filters.activity.q', kind: 'search', alwaysOn: true }],
  exportCsv: true,
} as const satisfies PageDef;

export default function ActivityPage() {
  return <PageRenderer page={page} />;
}
