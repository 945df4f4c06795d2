/**
 * A settings form sends back all it received, in the built console on the mock API: Credit Cost edits the table the API holds.
 * The mock's table has an action the schema does not name (WEBHOOK); the test first takes away one
 * the schema names, so the page meets both, as it does against an API ahead of or behind it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BASE, launchBrowser, newSession } from './support/browser';
import { logIn, settled } from './support/console';

type Row = Record<string, unknown> & { action: string; credits: number };

const TABLE = '/api/v1/billing-settings/credit-cost';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A call to the mock API with the session's token, as the console makes it. */
async function call(page: Page, method: 'GET' | 'PUT', body?: unknown): Promise<Row[]> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}`,
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as Row[];
    },
    { url: TABLE, method, body },
  );
}

describe('Credit Cost saves the table it received', () => {
  it('shows the unknown action by its code, saves without the missing one, and the PUT holds every row', async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, ADMIN_BASE, 'super@console.demo');
    await page.waitForURL((u) => u.pathname !== '/login');
    await settled(page);
    const seeded = await call(page, 'GET');
    expect(seeded.map((r) => r.action)).toContain('WEBHOOK');
    // The API's table lacks an action the console names (the first one: any would do).
    const [, ...table] = seeded;
    await call(page, 'PUT', table);

    await page.goto(`${ADMIN_BASE}/billing-settings`);
    await settled(page);
    const fields = page.locator('main').getByRole('spinbutton');
    await expect.poll(() => fields.count()).toBe(table.length);
    expect(await page.getByRole('spinbutton', { name: 'Webhook' }).inputValue()).toBe('2');

    const edited = fields.first();
    await edited.fill('4');
    const sent = page.waitForRequest((r) => r.method() === 'PUT');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const body = (await sent).postDataJSON() as Row[];
    await page.getByText('Settings saved').last().waitFor();
    // Every row, in its place, with its own fields; one of them (the edited one) now at 4.
    expect(body).toHaveLength(table.length);
    const changed = body.filter((row, i) => JSON.stringify(row) !== JSON.stringify(table[i]));
    expect(changed).toHaveLength(1);
    const index = body.indexOf(changed[0]!);
    expect(body[index]).toEqual({ ...table[index], credits: 4 });

    await page.reload();
    await settled(page);
    expect(await page.getByRole('spinbutton', { name: 'Webhook' }).inputValue()).toBe('2');
    expect(await call(page, 'GET')).toEqual(body);
    await context.close();
  });
});
