import { NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import type { FilterDef } from '../../model/types';

/**
 * react-admin filter inputs for the declared filters; labels and choice names are catalogue keys.
 * Only react-admin's filter button reads them (to offer the filters that are not always on): the
 * list draws its filters itself (src/overrides/renderers/ListFilterBar.tsx).
 */
export function filterInputs(filters: readonly FilterDef[], text: (key: string) => string) {
  return filters.map((filter) => {
    switch (filter.kind) {
      case 'search':
        // SearchInput shows only a placeholder; the aria-label gives the box an accessible name.
        return (
          <SearchInput
            key={filter.field}
            source={filter.field}
            alwaysOn={filter.alwaysOn}
            slotProps={{ htmlInput: { 'aria-label': text(filter.label) } }}
          />
        );
      case 'select':
        return (
          <SelectInput
            key={filter.field}
            source={filter.field}
            label={filter.label}
            alwaysOn={filter.alwaysOn}
            choices={(filter.choices ?? []).map((c) => ({ id: c.value, name: c.label }))}
          />
        );
      case 'boolean':
        return (
          <NullableBooleanInput
            key={filter.field}
            source={filter.field}
            label={filter.label}
            alwaysOn={filter.alwaysOn}
          />
        );
    }
  });
}
