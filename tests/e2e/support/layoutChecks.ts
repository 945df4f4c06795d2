import type { Page } from 'playwright-core';

/**
 * What a screen's layout gets wrong: a document wider than the viewport (naming the
 * outermost elements that stick out), and a visible h1–h3 whose words are cut — by its own box
 * (an ellipsis) or by an ancestor that hides its overflow, or pushed off the screen's edge —
 * unless its title or accessible name gives the full text (a tooltip's heading does).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = [...el.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      return `${el.tagName.toLowerCase()}${id}${cls}`;
    };
    const shown = (el: Element) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return s.visibility !== 'hidden' && r.width > 0 && r.height > 0;
    };
    if (root.scrollWidth > width + 1) {
      const outermost = [...document.body.querySelectorAll('*')]
        .filter((el) => shown(el) && el.getBoundingClientRect().right > width + 1)
        .filter(
          (el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width + 1,
        )
        .slice(0, 3)
        .map(name);
      found.push(
        `page wider than the screen: ${root.scrollWidth} > ${width} (${outermost.join(', ') || '?'})`,
      );
    }
    for (const h of document.querySelectorAll<HTMLElement>('h1, h2, h3')) {
      if (!shown(h) || h.closest('[aria-hidden="true"]')) continue;
      const text = h.innerText.trim().replace(/\s+/g, ' ');
      if (!text) continue;
      const box = h.getBoundingClientRect();
      let cut = h.scrollWidth > h.clientWidth + 1 || box.right > width + 1 || box.left < -1;
      for (let el = h.parentElement; !cut && el && el !== document.body; el = el.parentElement) {
        const s = getComputedStyle(el);
        if (s.overflowX === 'visible') continue;
        const r = el.getBoundingClientRect();
        cut = box.right > r.right + 1 || box.left < r.left - 1;
      }
      if (!cut) continue;
      const exposed = [h.title, h.getAttribute('aria-label') ?? ''].some((t) =>
        t.replace(/\s+/g, ' ').includes(text.replace(/…$/, '')),
      );
      if (!exposed) found.push(`heading cut without its full text: "${text.slice(0, 80)}"`);
    }
    return found;
  });
}
