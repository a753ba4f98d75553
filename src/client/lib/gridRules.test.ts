import { describe, expect, it } from 'vitest';
import { withoutUnusedColumns } from './gridRules';

const CSS = [
  ':where(.css-1).ant-row{display:flex}',
  ':where(.css-1).ant-col{position:relative}',
  ':where(.css-1).ant-col-24{display:block;flex:0 0 100%}',
  ':where(.css-1).ant-col-8{display:block;flex:0 0 33.3%}',
  ':where(.css-1).ant-col-push-8{inset-inline-start:33.3%}',
  ':where(.css-1).ant-col-8.ant-col-rtl,:where(.css-1).ant-col-24.ant-col-rtl{inset-inline-end:0}',
  '@media (min-width:576px){:where(.css-1).ant-col-sm-8{flex:0 0 33.3%}:where(.css-1).ant-col-sm-order-2{order:2}}',
  '@media (width<=575px){:where(.css-1).ant-form-item-label{padding:0}:where(.css-1).ant-col-xs-24{flex:0 0 100%}}',
  ':where(.css-1).ant-form-item{margin-bottom:24px}',
  '.data-ant-cssinjs-cache-path{content:"css-1|ant-col:a;css-1|ant-form:b"}',
].join('');

describe("step 1's antd styles without the grid it does not use", () => {
  it('drops the column rules the rendered part names no element with, and keeps everything else', () => {
    const html = '<form class="ant-form"><div class="ant-row"><div class="ant-col ant-col-24 ant-form-item-label"></div></div></form>';
    expect(withoutUnusedColumns(CSS, html)).toBe(
      [
        ':where(.css-1).ant-row{display:flex}',
        ':where(.css-1).ant-col{position:relative}',
        ':where(.css-1).ant-col-24{display:block;flex:0 0 100%}',
        ':where(.css-1).ant-col-24.ant-col-rtl{inset-inline-end:0}',
        '@media (width<=575px){:where(.css-1).ant-form-item-label{padding:0}}',
        ':where(.css-1).ant-form-item{margin-bottom:24px}',
        '.data-ant-cssinjs-cache-path{content:"css-1|ant-col:a;css-1|ant-form:b"}',
      ].join(''),
    );
  });

  it('keeps the responsive column rules inside their @media block when the part uses them', () => {
    const html = '<div class="ant-col ant-col-sm-8 ant-col-sm-order-2"></div>';
    expect(withoutUnusedColumns(CSS, html)).toContain('@media (min-width:576px){:where(.css-1).ant-col-sm-8{flex:0 0 33.3%}:where(.css-1).ant-col-sm-order-2{order:2}}');
  });
});
