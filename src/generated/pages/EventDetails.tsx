// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'show',
  resource: 'events',
  idParam: 'id',
  fields: [
    { field: 'id', label: 'fields.events.id', type: 'text', sortable: true },
    { field: 'name', label: 'fields.events.name', type: 'text', sortable: true },
    { field: 'code', label: 'fields.events.code', type: 'text', sortable: true },
    { field: 'points', label: 'fields.events.points', type: 'number', sortable: true },
    { field: 'status', label: 'fields.events.status', type: 'status', sortable: true },
    { field: 'createdAt', label: 'fields.events.createdAt', type: 'datetime', sortable: true },
  ],
} as const satisfies PageDef;

export default function EventDetailsPage() {
  return <PageRenderer page={page} />;
}
