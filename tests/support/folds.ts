/**
 * The results' folded cards (src/islands/simulator/Fold.tsx: a <details> under its heading). A click on the
 * heading toggles it: clicked while it was already open, or just before the card is rendered again, it leaves it
 * folded. `unfold` opens it whatever its state, and waits until it is open.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function unfold(page: Page, title: string): Promise<void> {
  const fold = page.locator('details.sim-fold').filter({ has: page.getByRole('heading', { name: title }) });
  const isOpen = () => fold.evaluate((d) => (d as HTMLDetailsElement).open);
  await expect
    .poll(
      async () => {
        if (!(await isOpen())) await fold.locator('summary').click();
        return isOpen();
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
}
