/** English texts of the audience renderers: rules, related lists, live status (keys `audience.*`). */
export const audienceMessagesEn = {
  audience: {
    rules: {
      add: 'Add rule',
      remove: 'Remove rule %{n}',
      field: 'Rule %{n}: compare',
      op: 'Rule %{n}: how',
      value: 'Rule %{n}: value',
      /** By the rule field's type: what `gte` and `lte` read as. */
      ops: {
        number: { gte: 'at least', lte: 'at most' },
        date: { gte: 'on or after', lte: 'on or before' },
      },
      none: 'No rules yet: add one.',
      atLeastOne: 'Add at least one rule',
      incomplete: 'Fill in every rule, or remove it',
    },
    related: {
      empty: 'Nothing here yet',
    },
    refresh: {
      live: 'Updates by itself until it is done',
    },
    summary: {
      label: 'Summary',
    },
  },
};
