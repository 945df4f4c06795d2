// generated from schema/ — do not edit; run `npm run generate`
import type { PageDef } from '../../model/types';
import PageRenderer from '../../pages/PageRenderer';

const page = {
  kind: 'list',
  resource: 'creditCost',
  columns: [
    { field: 'action', label: 'fields.creditCost.action', type: 'text', sortable: true },
    { field: 'credits', label: 'fields.creditCost.credits', type: 'number', sortable: true },
  ],
  filters: [],
  exportCsv: false,
} as const satisfies PageDef;

export default function CreditCostPage() {
  return <PageRenderer page={page} />;
}
