import type { Locator } from 'playwright-core';

/** DECISIONS.md section 17, "Phone-sized taps": under 576 px wide, at least this tall… */
export const MIN_TAP_HEIGHT = 44;
/** …with at least this much room between neighbours. */
export const MIN_TAP_GAP = 8;

/** What a finger taps: buttons, links and tabs, and the label of a radio button or checkbox (its whole row). */
const TAPPABLE = 'a[href], button, [role="button"], [role="link"], [role="tab"], label:has(input[type="radio"], input[type="checkbox"])';

/**
 * What breaks the phone-sized tap rule inside `scope`, one line per problem (none: []). Every
 * visible one (TAPPABLE) is measured from its rendered box: each must be MIN_TAP_HEIGHT
 * tall, and the shortest distance between any two boxes (one not inside the other) at least
 * MIN_TAP_GAP, whether they sit side by side, one above the other or corner to corner.
 */
export function tapTargetProblems(scope: Locator): Promise<string[]> {
  return scope.evaluate(
    (root, [selector, minHeight, minGap]) => {
      // A hair of slack for sub-pixel layout (44 px may render as 43.998).
      const slack = 0.01;
      const targets = Array.from(root.querySelectorAll(selector))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        // Visually hidden ones (1 px, clipped) are for screen readers, not fingers.
        .filter(({ element, box }) => box.width > 1 && box.height > 1 && element.checkVisibility({ visibilityProperty: true }));
      const labelOf = (element: Element) => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const label = labelledBy ? document.getElementById(labelledBy)?.textContent : element.getAttribute('aria-label');
        return label ?? element.textContent ?? '';
      };
      const named = (element: Element) => `"${labelOf(element).trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      const problems: string[] = [];
      for (const { element, box } of targets) {
        if (box.height < minHeight - slack) problems.push(`${named(element)} is ${box.height.toFixed(1)} px tall`);
      }
      targets.forEach((a, index) => {
        for (const b of targets.slice(index + 1)) {
          if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
          const across = Math.max(0, b.box.left - a.box.right, a.box.left - b.box.right);
          const down = Math.max(0, b.box.top - a.box.bottom, a.box.top - b.box.bottom);
          const gap = Math.hypot(across, down);
          if (gap < minGap - slack) problems.push(`${named(a.element)} and ${named(b.element)} are ${gap.toFixed(1)} px apart`);
        }
      });
      return problems;
    },
    [TAPPABLE, MIN_TAP_HEIGHT, MIN_TAP_GAP] as const,
  );
}
