/** The default period of the dashboards: the last 30 days, as ISO dates (YYYY-MM-DD). */
export function defaultPeriod(now: Date): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

/** An API key such as `activeUsers` as a readable label: the API names the figures, not the console. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
