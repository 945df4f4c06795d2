// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'list',
  resource: 'requests',
  columns: [
    { field: 'id', label: 'fields.requests.id', type: 'text', sortable: true },
    { field: 'userId', label: 'fields.requests.userId', type: 'text', sortable: true },
    { field: 'type', label: 'fields.requests.type', type: 'text', sortable: true },
    { field: 'status', label: 'fields.requests.status', type: 'status', sortable: true },
    { field: 'createdAt', label: 'fields.requests.createdAt', type: 'datetime', sortable: true },
  ],
  filters: [
    { field: 'q', label: 'filters.requests.q', kind: 'search', alwaysOn: true },
    {
      field: 'status',
      label: 'filters.requests.status',
      kind: 'select',
      choices: [
        { value: 'PENDING', label: 'choices.requests.status.PENDING' },
        { value: 'SUCCESS', label: 'choices.requests.status.SUCCESS' },
        { value: 'FAILED', label: 'choices.requests.status.FAILED' },
        { value: 'APPROVED', label: 'choices.requests.status.APPROVED' },
        { value: 'DECLINED', label: 'choices.requests.status.DECLINED' },
      ],
      alwaysOn: false,
    },
  ],
  exportCsv: false,
} as const satisfies PageDef;

export default function RequestsPage() {
  return <PageRenderer page={page} />;
}
