/**
 * The id of the inert <template> in which the server names, as <link> tags, the chunks a page
 * loads only once it has painted (src/server/core/http/route-preloads.ts); the client adds them
 * to the document a few at a time (src/client/lib/preloadAfterPaint.ts).
 */
export const AFTER_PAINT_TEMPLATE_ID = 'cc-after-paint';
