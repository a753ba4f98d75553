import { describe, expect, it } from 'vitest';
import * as accounts from '../../src/server/areas/accounts/index.js';
import * as availability from '../../src/server/areas/availability/index.js';
import * as bookings from '../../src/server/areas/bookings/index.js';
import * as businesses from '../../src/server/areas/businesses/index.js';
import * as chefs from '../../src/server/areas/chefs/index.js';
import * as inbox from '../../src/server/areas/inbox/index.js';
import * as registration from '../../src/server/areas/registration/index.js';
import * as sessionLife from '../../src/server/areas/session-life/index.js';
import * as staffing from '../../src/server/areas/staffing/index.js';
import { appRouter } from '../../src/server/router.js';

/**
 * src/server/router.ts spreads the areas' procedure records into the four audience routers: a
 * name two areas both used would silently keep only the later one. Every record's names are
 * distinct within its audience, and the app router holds every one of them.
 */
const faces: Record<string, unknown>[] = [accounts, availability, bookings, businesses, chefs, inbox, registration, sessionLife, staffing];
const records = (suffix: string) =>
  faces.flatMap((face) => Object.entries(face).filter(([name]) => name.endsWith(suffix)).map(([, record]) => Object.keys(record as object)));

describe('the app router composed from the areas', () => {
  it.each([
    ['public', 'PublicProcedures'],
    ['business', 'BusinessProcedures'],
    ['business.bookings', 'BusinessBookingProcedures'],
    ['admin', 'AdminProcedures'],
    ['chef', 'ChefProcedures'],
  ])('gives each %s procedure one area', (audience, suffix) => {
    const names = records(suffix).flat();
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    const paths = Object.keys(appRouter._def.procedures);
    for (const name of names) expect(paths.some((path) => path === `${audience}.${name}` || path.startsWith(`${audience}.${name}.`)), name).toBe(true);
  });
});
