import { AFTER_PAINT_TEMPLATE_ID } from '../../common/after-paint';

/** Links added per task. */
const BATCH = 8;

let added: Promise<void> | undefined;

/**
 * Starts fetching the chunks the server named for after the first paint (its <template>, see
 * route-preloads.ts), a few per task; resolves once all are asked for, at once when the page
 * has none. A lazy part's import() asks for every chunk it needs in one go (Vite adds a
 * modulepreload link for each), and starting a request costs the renderer up to a millisecond
 * (four times that on a phone): step 1's form, some 50 chunks, made one task that blocked the
 * page for up to 230 ms under Lighthouse's throttling. Imported after this, the part finds its
 * chunks linked already and asks for none of them again.
 */
export function preloadAfterPaint(): Promise<void> {
  added ??= (async () => {
    const template = document.getElementById(AFTER_PAINT_TEMPLATE_ID);
    if (!(template instanceof HTMLTemplateElement)) return;
    template.remove();
    const linked = new Set(Array.from(document.querySelectorAll('link'), (link) => link.href));
    const links = Array.from(template.content.querySelectorAll('link')).filter((link) => !linked.has(new URL(link.getAttribute('href') ?? '', document.baseURI).href));
    for (let start = 0; start < links.length; start += BATCH) {
      if (start > 0) await new Promise((resolve) => setTimeout(resolve));
      document.head.append(...links.slice(start, start + BATCH).map((link) => document.importNode(link, true)));
    }
  })();
  return added;
}
