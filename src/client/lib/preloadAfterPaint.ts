import { AFTER_PAINT_TEMPLATE_ID } from '../../common/after-paint';

/**
 * Links added per task: some 3 ms of a task under Lighthouse's 4x throttling, and ten times that
 * when the machine is busy; the last of step 1's form's 50 is asked for some 30 ms after the first.
 */
const BATCH = 4;

let added: Promise<void> | undefined;

/**
 * Starts fetching the chunks the server named for after the first paint (its <template>, see
 * route-preloads.ts), a few per task; resolves once all are asked for and their stylesheets
 * have loaded, at once when the page has none. A lazy part's import() asks for every chunk it
 * needs in one go (Vite adds a modulepreload link for each), and starting a request costs the
 * renderer up to a millisecond (four times that on a phone): step 1's form, some 50 chunks,
 * made one task that blocked the page for up to 230 ms under Lighthouse's throttling. Imported
 * after this, the part finds its chunks linked already and asks for none of them again. Vite's
 * helper waits for a part's stylesheets before the part renders, but not for those it finds
 * linked, so this waits for them instead: the part never shows unstyled, and antd finds its
 * precomputed styles (lib/antdStaticStyles.tsx) rather than generating them.
 */
export function preloadAfterPaint(): Promise<void> {
  added ??= (async () => {
    const template = document.getElementById(AFTER_PAINT_TEMPLATE_ID);
    if (!(template instanceof HTMLTemplateElement)) return;
    template.remove();
    const linked = new Set(Array.from(document.querySelectorAll('link'), (link) => link.href));
    const links = Array.from(template.content.querySelectorAll('link'), (link) => document.importNode(link, true)).filter(
      (link) => !linked.has(link.href),
    );
    // A stylesheet that fails to load fails the part's import, as it does in Vite's helper.
    const stylesheetsLoaded = Promise.all(
      links
        .filter((link) => link.rel === 'stylesheet')
        .map(
          (link) =>
            new Promise<void>((resolve, reject) => {
              link.addEventListener('load', () => resolve(), { once: true });
              link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${link.href}`)), { once: true });
            }),
        ),
    );
    // Handled by the await below, which may come a few tasks after a failure.
    stylesheetsLoaded.catch(() => undefined);
    for (let start = 0; start < links.length; start += BATCH) {
      if (start > 0) await new Promise((resolve) => setTimeout(resolve));
      document.head.append(...links.slice(start, start + BATCH));
    }
    await stylesheetsLoaded;
  })();
  return added;
}
