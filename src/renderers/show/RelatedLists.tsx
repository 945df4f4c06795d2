import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  Pagination,
  ReferenceManyField,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { RelatedListDef } from '../../model/types';
import { READ_RETRY } from '../../data/queryClient';
import { ColumnValue } from '../values/ColumnValue';
import { columnProps } from '../values/columnProps';
import { CARD_TABLE_PAGE_SIZES } from '../../ui/cardTablePageSizes';
import { useMayRead } from '../shared/useMay';
import { useRouteLink } from '../shared/useRouteLink';
import { LeanTableBody } from '../../overrides/renderers/LeanTableBody';

function RelatedList({ related }: { related: RelatedListDef }) {
  const translate = useTranslate();
  const link = useRouteLink();
  // A role that may not read the related rows does not get an error box on someone else's page.
  if (!useMayRead(related.resource)) return null;
  const title = translate(related.label, { _: related.label });
  const headingId = `related-${related.id}`;
  const rowClick = related.rowClick
    ? (id: RaRecord['id']) => link(related.rowClick as string, id) ?? false
    : false;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <ReferenceManyField
          reference={related.resource}
          // A nested list (users/{id}/activity) takes the id in its path; the dataProvider
          // ignores the target there (src/data/dataProvider.ts getManyReference).
          target={related.target ?? 'id'}
          perPage={CARD_TABLE_PAGE_SIZES[0]}
          sort={{ field: 'createdAt', order: 'DESC' }}
          queryOptions={READ_RETRY}
          pagination={<Pagination rowsPerPageOptions={[...CARD_TABLE_PAGE_SIZES]} />}
          empty={
            <Typography variant="body2" color="text.secondary">
              {translate('audience.related.empty')}
            </Typography>
          }
        >
          <DataTable rowClick={rowClick} bulkActionButtons={false} body={LeanTableBody}>
            {related.columns.map((column) => (
              <DataTable.Col
                key={column.field}
                source={column.field}
                label={column.label}
                disableSort={!column.sortable}
              >
                <ColumnValue {...columnProps(column)} />
              </DataTable.Col>
            ))}
          </DataTable>
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
}

/** A show page's related lists, each in its own card under the record. */
export function RelatedLists({ related }: { related: readonly RelatedListDef[] }) {
  return (
    <>
      {related.map((r) => (
        <RelatedList key={r.id} related={r} />
      ))}
    </>
  );
}
