import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { idFrom } from '../../src/common/ids.js';
import { idParam } from '../../src/common/schemas/fields.js';

/**
 * What a page's first paint waits for: the modules its first screen imports statically (a
 * dynamic import() is loaded later, when that part is shown). The dashboard's first screen is
 * drawn in plain CSS; antd's components (with antd's core, some 75 KiB gzip in 25 chunks) and
 * zod (some 25 KiB gzip) load with the views and dialogs that use them. Either one back in
 * that closure puts it back ahead of the first paint of every signed-in business.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const STATIC_IMPORT = /^(?:import|export)\s(?!type\b)[^'"]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;

/** Every package the modules reachable from `entry` by static imports import (type-only imports aside). */
function packagesBeforeFirstPaint(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, from, bare] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = (from ?? bare)!;
      if (!specifier.startsWith('.')) {
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
        continue;
      }
      const base = path.join(path.dirname(file), specifier).replace(/\.js$/, '');
      const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      if (target) visit(target);
    }
  };
  visit(path.join(ROOT, entry));
  return packages;
}

describe("the dashboard's first screen", () => {
  const packages = packagesBeforeFirstPaint('src/client/features/dashboard/pages/DashboardPage.tsx');

  it('loads neither antd nor zod before it paints', () => {
    expect(packages.has('react')).toBe(true);
    expect([...packages].filter((name) => name === 'antd' || name === 'zod' || name === '@ant-design/cssinjs')).toEqual([]);
  });
});

describe('idFrom, which reads ids without zod', () => {
  it('reads a text as the API reads an id parameter', () => {
    const texts = ['1', '42', '2147483647', '2147483648', '9999999999', '0', '007', '-1', '1.5', '1e3', ' 1', '1 ', '', 'abc', '12345678901', '٣'];
    for (const text of texts) {
      const parsed = idParam.safeParse(text);
      expect(idFrom(text), text).toBe(parsed.success ? parsed.data : null);
    }
    expect(idFrom('2147483647')).toBe(2_147_483_647);
    expect(idFrom('2147483648')).toBeNull();
    expect(idFrom(null)).toBeNull();
    expect(idFrom(undefined)).toBeNull();
  });
});
