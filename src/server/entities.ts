import { areaDescriptors } from './areas.js';
import { coreEntities } from './core/db/entities/index.js';

/**
 * Every table's entity, for TypeORM: those several areas share (core/db/entities) and each
 * area's own (its descriptor's `entities`, from areas/<area>/entities.ts). Registered as
 * classes, not globs: globs break once the server is compiled or bundled.
 */
export const entities = [...coreEntities, ...areaDescriptors.flatMap((area) => area.entities ?? [])];
