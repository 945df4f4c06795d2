/** English texts of the generic page renderers (keys `renderers.*`); the app catalogue merges this object. */
export const renderersMessagesEn = {
  /**
   * react-admin's column-sort hint lower-cases the label's first letter ('Sort by iD ascending'):
   * the label as the column writes it reads right for words and for initialisms alike.
   */
  ra: { sort: { sort_by: 'Sort by %{field} %{order}' } },
  renderers: {
    /** §4 processing status display. */
    status: {
      PENDING: 'Pending',
      SUCCESS: 'Success',
      FAILED: 'Failed',
      APPROVED: 'Approved',
      DECLINED: 'Declined',
    },
    /** A reference column whose record cannot be found: the column's word and the id. */
    reference: { missing: '%{what} #%{id}' },
    list: {
      create: 'Create',
      export: 'Export',
      search: 'Search',
      empty: 'Nothing here yet',
      actions: 'Actions',
      loadFailed: 'Could not load this list.',
      retry: 'Retry',
      /** The column chooser: its button, and the title of its panel. */
      columns: 'Columns',
      columnsShown: 'Columns shown',
    },
    settings: {
      save: 'Save',
      saved: 'Settings saved',
      loading: 'Loading settings',
      loadFailed: 'Could not load the settings. Please try again later.',
      retry: 'Retry',
    },
    form: {
      created: 'Saved',
    },
    tabs: {
      label: 'Page sections',
    },
    /** `type: url` columns: an address from the answer, opened in a new tab. */
    url: {
      preview: '%{label} (picture)',
      picture: 'Picture',
      newTab: '(opens in a new tab)',
    },
  },
} as const;
