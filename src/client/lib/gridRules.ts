/**
 * antd's column classes: `.ant-col-8`, `.ant-col-md-12`, `.ant-col-push-2`, `.ant-col-xl-order-3`
 * and the like, one of each for 0 to 24 and every breakpoint.
 */
const COLUMN_CLASS = /\.(ant-col-(?:(?:xs|sm|md|lg|xl|xxl)-)?(?:(?:push|pull|offset|order)-)?\d+)(?![\w-])/g;
const HAS_COLUMN_CLASS = new RegExp(COLUMN_CLASS.source);

/** A selector list split at its top-level commas (not those inside :where(...) and the like). */
function selectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const character = list[index];
    if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (character === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/**
 * `css` (antd's styles of a part, lib/antdStaticStyles.tsx) without the rules for the grid's
 * column classes that `html` (that part rendered) never uses.
 *
 * Every Form.Item is laid out with antd's Col, and antd then writes the whole grid: some 1,000
 * rules for every span, offset, push, pull and order at every breakpoint, 80 KiB of step 1's
 * 200 KiB of CSS that the phone parses before the form appears. The app gives no Col a span
 * (no labelCol, wrapperCol, Row or Col anywhere), so the rendered part names every column class
 * it will ever use. The rest of the grid's styles (.ant-row, .ant-col itself) stay.
 */
export function withoutUnusedColumns(css: string, html: string): string {
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/)));
  const rules = css.replace(/([^{}]+)\{([^{}]*)\}/g, (rule, list: string, body: string) => {
    if (!HAS_COLUMN_CLASS.test(list)) return rule;
    const kept = selectors(list).filter((selector) => [...selector.matchAll(COLUMN_CLASS)].every(([, name]) => used.has(name!)));
    return kept.length > 0 ? `${kept.join(',')}{${body}}` : '';
  });
  // The @media blocks that held only column rules.
  return rules.replace(/@media[^{}]*\{\}/g, '');
}
