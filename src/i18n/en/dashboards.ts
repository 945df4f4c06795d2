/**
 * English texts of the dashboard renderer (keys `dashboards.*`). The cards' and charts' own labels
 * come from the schema (`dashboards.<Page>.cards.<id>`), merged into the same branch.
 */
export const dashboardsMessagesEn = {
  dashboards: {
    range: {
      label: 'Date range',
      last7: 'Last 7 days',
      last30: 'Last 30 days',
      last90: 'Last 90 days',
      custom: 'Custom',
      from: 'From',
      to: 'To',
      shown: '%{from} – %{to}',
    },
    loading: 'Loading the figures',
    countInStatus: '%{count} %{status}',
    empty: 'No data for this period.',
    chartEmpty: 'Nothing to chart for this period.',
    loadFailed: 'Could not load this data.',
    retry: 'Retry',
    noValue: 'No figure',
    open: 'Open %{name}',
  },
} as const;
