import type { Page } from 'playwright-core';

/** The phone rows' selection boxes (src/renderers/list/SmallScreenRows). */
const ROW_BOX = '.small-screen-rows input[type="checkbox"]';
/** react-admin's "n selected" bar, while it shows. */
const BAR = '.RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)';

/** Ticks the first phone row that can be selected; false when the page has none. */
export async function selectFirstRow(page: Page): Promise<boolean> {
  const box = page.locator(ROW_BOX).first();
  if ((await box.count()) === 0) return false;
  // A click on the box itself: after the walk's look at the desk, react-admin's sidebar (open
  // there) stays open over a phone's page, a state no phone reaches by itself.
  await box.dispatchEvent('click');
  await page.locator(BAR).waitFor();
  // Two frames: the bar's styles and the rows' room for it land after the click's render.
  await page.evaluate(
    () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))),
  );
  return true;
}

/** Clears the selection with the bar's own button, as a person would. */
export async function clearSelection(page: Page): Promise<void> {
  await page.locator(`${BAR} .RaBulkActionsToolbar-icon`).dispatchEvent('click');
  await page
    .locator(BAR)
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await page.locator(BAR).waitFor({ state: 'hidden' });
}

/**
 * What the bar gets wrong on a phone: a button (or the bar) not wholly on the screen, or the bar
 * over the list's filters.
 */
export async function selectionBarProblems(page: Page): Promise<string[]> {
  return page.evaluate((bar) => {
    const found: string[] = [];
    const el = document.querySelector(bar);
    if (!el) return ['the selection bar does not show'];
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const off = (r: DOMRect) =>
      r.left < -1 || r.right > width + 1 || r.top < -1 || r.bottom > height + 1;
    if (off(el.getBoundingClientRect()))
      found.push('the selection bar is not wholly on the screen');
    for (const button of el.querySelectorAll('button')) {
      const r = button.getBoundingClientRect();
      if (off(r)) found.push(`"${button.textContent?.trim()}" is off the screen`);
    }
    const b = el.getBoundingClientRect();
    for (const filter of document.querySelectorAll('.filter-field')) {
      const r = filter.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const overlaps = r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
      if (overlaps)
        found.push(`the selection bar covers the filter "${filter.getAttribute('data-source')}"`);
    }
    return found;
  }, BAR);
}
