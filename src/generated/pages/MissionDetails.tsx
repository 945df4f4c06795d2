// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'show',
  resource: 'missions',
  idParam: 'id',
  fields: [
    { field: 'id', label: 'fields.missions.id', type: 'text', sortable: true },
    { field: 'title', label: 'fields.missions.title', type: 'text', sortable: true },
    { field: 'description', label: 'fields.missions.description', type: 'text', sortable: true },
    { field: 'category', label: 'fields.missions.category', type: 'text', sortable: true },
    { field: 'reward', label: 'fields.missions.reward', type: 'number', sortable: true },
    { field: 'status', label: 'fields.missions.status', type: 'status', sortable: true },
    { field: 'createdAt', label: 'fields.missions.createdAt', type: 'datetime', sortable: true },
  ],
} as const satisfies PageDef;

export default function MissionDetailsPage() {
  return <PageRenderer page={page} />;
}
