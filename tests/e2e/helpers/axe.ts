import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/**
 * The violations that block a release: serious or critical, against WCAG 2.1 A and AA.
 * Measured on the page at rest, as it shows to a reader: the pointer is moved off the page (or
 * onto `hovering`, to measure that element's hover state on purpose), two frames let the hover
 * state follow, and the animations and transitions that end are waited for (a dialog's mask
 * fading in over the button that opened it reads as low contrast half-way through; a button just
 * clicked keeps its hover colour). CI saw both on a loaded machine.
 */
export async function seriousAccessibilityViolations(page: Page, { hovering }: { hovering?: Locator } = {}): Promise<string[]> {
  if (hovering) await hovering.hover();
  else await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        // Spinners never finish: only the animations and transitions that end are waited for.
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  // axe.run in the page itself (legacy mode) rather than runPartial there and finishRun in a
  // blank page opened for the purpose, with axe's 500 KB injected again: the same rules on the
  // same DOM and the same findings (compared page by page, planted violations included), for
  // about half a second of CPU less an audit. What it gives up, cross-origin frames, the app has none.
  const results = await new AxeBuilder({ page }).setLegacyMode().withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
