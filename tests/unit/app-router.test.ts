import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaDescriptors } from '../../src/server/areas.js';
import { appRouter } from '../../src/server/router.js';

/**
 * src/server/router.ts composes the app router from the areas of src/server/areas.ts: their
 * endpoints' procedures. A name two
 * areas both used would keep only one of them, so every procedure path belongs to one area, and
 * the app router holds every one of them. The list is read from the registry itself, and every
 * area folder with procedures is in it, so no area is left out.
 */

const pathsByArea = areaDescriptors.map((area) => ({
  area: area.name,
  paths: (area.endpoints ?? []).flatMap((endpoint) => (endpoint.procedure ? [endpoint.procedure.path] : [])),
}));

describe('the app router composed from the areas', () => {
  it('lists every area folder that has procedures', () => {
    const folders = readdirSync('src/server/areas').filter((name) => existsSync(path.join('src/server/areas', name, 'endpoints')));
    expect(folders.length).toBeGreaterThan(5);
    expect(folders.filter((name) => !areaDescriptors.some((area) => area.name === name))).toEqual([]);
  });

  it('gives each procedure path one area', () => {
    const all = pathsByArea.flatMap(({ area, paths }) => paths.map((procedure) => `${procedure} (${area})`));
    const paths = pathsByArea.flatMap(({ paths }) => paths);
    expect(paths.length).toBeGreaterThan(100);
    expect(all.filter((_, index) => paths.indexOf(paths[index]!) !== index)).toEqual([]);
  });

  it.each(pathsByArea)('holds every procedure of $area', ({ paths }) => {
    const procedures = Object.keys(appRouter._def.procedures);
    for (const procedure of paths) expect(procedures, procedure).toContain(procedure);
  });

  it('holds no procedure that no area defines', () => {
    const defined = new Set(pathsByArea.flatMap(({ paths }) => paths));
    expect(Object.keys(appRouter._def.procedures).filter((procedure) => !defined.has(procedure))).toEqual([]);
  });
});
