import type { ServerResponse } from 'node:http';

/**
 * The bench's lists, server-paged as ra-data-simple-rest asks (`range`, `sort`, `filter` in the
 * query, `Content-Range` back): any list of operator 5 answers generic records (an id, a name, a
 * login, a status, a date), `users` with `usersTotal` of them (100 000 for the scale
 * figure). Records are made on demand, so 100 000 rows cost nothing until a page is asked for.
 */
export interface ListStub {
  readonly answer: (method: string, url: URL, res: ServerResponse) => boolean;
  /** The list calls answered, in order (path and query). */
  readonly calls: string[];
}

const STATUSES = ['ACTIVE', 'BLOCKED', 'PENDING'] as const;

function row(i: number) {
  return {
    id: i + 1,
    name: `Name ${i + 1}`,
    login: `user${i + 1}@example.com`,
    userLogin: `user${i + 1}@example.com`,
    status: STATUSES[i % STATUSES.length],
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  };
}

type Row = ReturnType<typeof row>;

const parse = <T>(raw: string | null, fallback: T): T => {
  try {
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
};

/** Rows matching the filter (each key: equal, or contained for text), in the asked order. */
function select(total: number, url: URL): Row[] | number[] {
  const filter = parse<Record<string, unknown>>(url.searchParams.get('filter'), {});
  const [field, order] = parse<[string, string]>(url.searchParams.get('sort'), ['id', 'ASC']);
  const keys = Object.keys(filter);
  // The common case, unfiltered by id or date (both in id order): no rows made beyond the page.
  if (keys.length === 0 && (field === 'id' || field === 'createdAt')) {
    const ids = Array.from({ length: total }, (_, i) => i);
    return order === 'DESC' ? ids.reverse() : ids;
  }
  const rows = Array.from({ length: total }, (_, i) => row(i)).filter((r) =>
    keys.every((k) => {
      const want = String(filter[k]).toLowerCase();
      const have = String((r as Record<string, unknown>)[k] ?? '').toLowerCase();
      return k === 'q' ? r.name.toLowerCase().includes(want) : have === want || have.includes(want);
    }),
  );
  const sign = order === 'DESC' ? -1 : 1;
  return rows.sort((a, b) => {
    const x = (a as Record<string, unknown>)[field] as string | number;
    const y = (b as Record<string, unknown>)[field] as string | number;
    return x < y ? -sign : x > y ? sign : 0;
  });
}

export function listStub(usersTotal: number, otherTotal = 320): ListStub {
  const calls: string[] = [];
  const answer = (method: string, url: URL, res: ServerResponse): boolean => {
    const m = /^\/api\/v1\/operator\/5\/([a-z-]+)$/.exec(url.pathname);
    if (method !== 'GET' || !m || !url.searchParams.has('range')) return false;
    calls.push(url.pathname + url.search);
    const total = m[1] === 'users' ? usersTotal : otherTotal;
    const [from, to] = parse<[number, number]>(url.searchParams.get('range'), [0, 9]);
    const all = select(total, url);
    const page = all.slice(from, to + 1).map((r) => (typeof r === 'number' ? row(r) : r));
    res.setHeader('Content-Range', `${m[1]} ${from}-${from + page.length - 1}/${all.length}`);
    res.end(JSON.stringify(page));
    return true;
  };
  return { answer, calls };
}
