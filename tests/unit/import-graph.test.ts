import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No import circle anywhere in src/: a circle is a module that cannot be understood,
 * tested or moved without the others in it, and it closed around bookings, staffing, chefs and
 * ratings once through message constants alone. Type-only imports count too: they tie the
 * modules together for a reader and for the compiler just the same.
 *
 * And the areas' rule (ARCHITECTURE.md, "Areas"): a file under src/server/areas/X imports from
 * another area Y only Y's face, src/server/areas/Y/index.ts, and src/server/core/ imports no
 * area at all (nor the composition root beside it: core stands under everything).
 */

type Graph = Map<string, Set<string>>;

const IMPORT = /^(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/gm;

function importGraph(root: string): Graph {
  const files = readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const known = new Set(files);
  const graph: Graph = new Map();
  for (const file of files) {
    const targets = new Set<string>();
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const base = path.join(path.dirname(file), specifier!).replace(/\.js$/, '');
      const target = [`${base}.ts`, `${base}.tsx`, base, path.join(base, 'index.ts')].find((candidate) => known.has(candidate));
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Every strongly connected group of more than one module (Tarjan's algorithm), each sorted. */
function circles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(module, Math.min(low.get(module)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(module, Math.min(low.get(module)!, index.get(target)!));
      }
    }
    if (low.get(module) === index.get(module)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== module);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return found;
}

const SERVER = path.join('src', 'server');
const AREAS = path.join(SERVER, 'areas');
const CORE = path.join(SERVER, 'core');

/** The area a module belongs to, or null for core, the composition root and the rest of src/. */
function areaOf(module: string): string | null {
  const relative = path.relative(AREAS, module);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep)[0]!;
}

/** Every import that breaks the areas' rule, as "importer -> imported". */
function reaches(graph: Graph): string[] {
  const found: string[] = [];
  for (const [module, targets] of graph) {
    const from = areaOf(module);
    for (const target of targets) {
      const to = areaOf(target);
      const inCore = module.startsWith(CORE + path.sep);
      const intoCore = target.startsWith(CORE + path.sep);
      const coreReachesOut = inCore && !intoCore && target.startsWith(SERVER + path.sep);
      const areaReachesIn = from !== null && to !== null && from !== to && path.basename(target) !== 'index.ts';
      if (coreReachesOut || areaReachesIn) found.push(`${module} -> ${target}`);
    }
  }
  return found;
}

describe('the import graph of src/', () => {
  it('has no circle', () => {
    const graph = importGraph('src');
    expect(graph.size).toBeGreaterThan(200);
    expect(circles(graph)).toEqual([]);
  });

  it('keeps the areas apart: another area only through its index.ts, and core imports no area', () => {
    const graph = importGraph('src');
    expect([...graph.keys()].filter((module) => areaOf(module) !== null).length).toBeGreaterThan(40);
    expect(reaches(graph)).toEqual([]);
  });

  it('finds a reach into another area, and core importing an area, when there is one', () => {
    const at = (...parts: string[]) => path.join(SERVER, ...parts);
    const planted: Graph = new Map([
      [at('areas', 'staffing', 'staffing.ts'), new Set([at('areas', 'bookings', 'index.ts'), at('areas', 'chefs', 'chefs.ts'), at('areas', 'staffing', 'queries.ts'), at('core', 'errors.ts')])],
      [at('core', 'jobs', 'queue.ts'), new Set([at('core', 'db', 'database.ts'), at('areas', 'reminders', 'index.ts')])],
      [at('core', 'trpc', 'init.ts'), new Set([at('services.ts')])],
      [at('services.ts'), new Set([at('areas', 'bookings', 'index.ts')])],
    ]);
    expect(reaches(planted)).toEqual([
      `${at('areas', 'staffing', 'staffing.ts')} -> ${at('areas', 'chefs', 'chefs.ts')}`,
      `${at('core', 'jobs', 'queue.ts')} -> ${at('areas', 'reminders', 'index.ts')}`,
      `${at('core', 'trpc', 'init.ts')} -> ${at('services.ts')}`,
    ]);
  });

  it('finds a circle when there is one', () => {
    const planted: Graph = new Map([
      ['bookings', new Set(['staffing'])],
      ['staffing', new Set(['chefs'])],
      ['chefs', new Set(['ratings'])],
      ['ratings', new Set(['bookings'])],
      ['ledger', new Set<string>()],
    ]);
    expect(circles(planted)).toEqual([['bookings', 'chefs', 'ratings', 'staffing']]);
  });
});
