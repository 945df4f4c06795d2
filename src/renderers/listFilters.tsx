import { NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import type { FilterDef } from '../model/types';

/** react-admin filter inputs for the declared filters; labels and choice names are catalogue keys. */
export function filterInputs(filters: readonly FilterDef[], text: (key: string) => string) {
  return filters.map((filter) => {
    // A filter shown from the start starts as the empty value react-admin's filter form sets it to
    // right after mounting: registered as undefined, the whole form was reset and drawn again on
    // every list's first screen (issue 11). A value from the URL still resets it as before.
    const start = filter.alwaysOn ? { defaultValue: '' } : {};
    switch (filter.kind) {
      case 'search':
        // SearchInput shows only a placeholder; the aria-label gives the box an accessible name.
        return (
          <SearchInput
            key={filter.field}
            source={filter.field}
            alwaysOn={filter.alwaysOn}
            {...start}
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
            {...start}
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
            {...start}
          />
        );
    }
  });
}
