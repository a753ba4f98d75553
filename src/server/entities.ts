import { availabilityEntities } from './areas/availability/index.js';
import { billingEntities } from './areas/billing/index.js';
import { chefsEntities } from './areas/chefs/index.js';
import { credentialsEntities } from './areas/credentials/index.js';
import { inboxEntities } from './areas/inbox/index.js';
import { reliabilityEntities } from './areas/reliability/index.js';
import { sessionLifeEntities } from './areas/session-life/index.js';
import { coreEntities } from './core/db/entities/index.js';

/**
 * Every table's entity, for TypeORM: those several areas share (core/db/entities) and each
 * area's own (areas/<area>/entities.ts, written as core/db/entities/index.ts says). Registered
 * as classes, not globs: globs break once the server is compiled or bundled.
 */
export const entities = [...coreEntities, ...availabilityEntities, ...billingEntities, ...chefsEntities, ...credentialsEntities, ...inboxEntities, ...reliabilityEntities, ...sessionLifeEntities];
