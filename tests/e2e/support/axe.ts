/** axe-core in a page: the violations an assistive-technology user would be blocked by. */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * The serious and critical violations on the page as it is now. The page's CSP allows no injected
 * script, so open it in a context made with `bypassCSP: true`.
 */
export const seriousViolations = async (page: Page): Promise<AxeViolation[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact: impact ?? null,
      help,
      nodes: nodes.map((node) => ({ target: [...node.target] })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
};
