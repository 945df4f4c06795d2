import { FilterForm, useTranslate } from 'react-admin';
import { filterInputs } from '../../../src/renderers/list/listFilters';
import type { FilterDef } from '../../../src/model/types';

/** The stock part in the stand-in's place: react-admin's own filter form, same inputs. */
export function ListFilterBar({ filters }: { filters: readonly FilterDef[] }) {
  const translate = useTranslate();
  return <FilterForm filters={filterInputs(filters, translate)} />;
}
