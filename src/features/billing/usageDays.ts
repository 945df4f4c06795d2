export interface DayUsage {
  readonly date: string;
  readonly credits: number;
}

/** §7 does not show the usage-stats body: the console reads `days: [{date, credits}]` and `total`. */
export function daysOf(body: Readonly<Record<string, unknown>> | undefined): DayUsage[] {
  const days = body?.days;
  if (!Array.isArray(days)) return [];
  return days.flatMap((d: unknown) => {
    const row = d as { date?: unknown; credits?: unknown };
    return typeof row?.date === 'string' && typeof row.credits === 'number'
      ? [{ date: row.date, credits: row.credits }]
      : [];
  });
}
