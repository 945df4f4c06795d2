import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface AxeScope {
  /** Only this part of the page (a CSS selector). */
  readonly include?: string;
  /** Leaves out a part scanned elsewhere. */
  readonly exclude?: string;
}

/** axe's serious and critical violations on the page (or a part of it), as `rule: targets`. */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  // Colours are judged at rest: a dialog fading in is still half transparent. (A spinner's
  // endless animation is not waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  let axe = new AxeBuilder({ page });
  if (scope.include) axe = axe.include(scope.include);
  if (scope.exclude) axe = axe.exclude(scope.exclude);
  const result = await axe.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails on any serious or critical axe violation, naming the rule and where. */
export async function expectAccessible(page: Page, scope?: AxeScope): Promise<void> {
  expect(await seriousViolations(page, scope)).toEqual([]);
}
