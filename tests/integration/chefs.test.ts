import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHEF_GROUPS } from '../../src/common/chefs.js';
import { weeklyAvailabilityInput, type ChefCreateInput } from '../../src/common/schemas/chefs.js';
import { createContextInner } from '../../src/server/core/trpc/init.js';
import { createCaller } from '../../src/server/router.js';
import { adminCaller, adminClient, registerWithAccount, startTestServer, type ApiClient, type TestServer } from './harness.js';

/** Chefs (DECISIONS.md section 8): the roster on a fresh database, /our-chefs, and the admin's calls. */

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminClient(server);
});

afterAll(async () => {
  await server.stop();
});

let unique = 0;
function newChef(overrides: Partial<ChefCreateInput> = {}): ChefCreateInput {
  unique += 1;
  return {
    name: `Test Chef ${unique}`,
    email: `test.chef.${unique}@example.com`,
    specialty: 'Braising and stocks',
    group: 'executive',
    yearsExperience: 6,
    serviceTypes: ['in-person'],
    hourlyRate: 50,
    ...overrides,
  };
}

const publicCaller = () => createCaller(createContextInner({ services: server.services }));

const CHEF_KEYS = [
  'achievements',
  'bio',
  'credentials',
  'email',
  'group',
  'hourlyRate',
  'id',
  'name',
  'phone',
  'photoUrl',
  'redSeal',
  'redSealNumber',
  'reliability',
  'serviceTypes',
  'showOnSite',
  'specialty',
  'status',
  'tier',
  'yearsExperience',
];

describe('the roster on a fresh database', () => {
  it("holds today's twelve /our-chefs chefs, active and shown, three in each group", async () => {
    const response = await admin.get('/api/admin/chefs');
    expect(response.status).toBe(200);
    const roster = (response.json as { email: string; status: string; showOnSite: boolean; group: string; hourlyRate: number }[]).filter((chef) =>
      chef.email.endsWith('@chefs.chefconnect.ca'),
    );
    expect(roster).toHaveLength(12);
    for (const chef of roster) {
      expect(chef).toMatchObject({ status: 'active', showOnSite: true });
      expect(chef.hourlyRate).toBeGreaterThanOrEqual(35);
      expect(chef.hourlyRate).toBeLessThanOrEqual(65);
    }
    for (const { value } of CHEF_GROUPS) expect(roster.filter((chef) => chef.group === value)).toHaveLength(3);
  });

  it('gives each roster chef the tier of their years: Marcus Thibodeau (18) is a Master Chef, Isabela Duarte (4) Experienced, Liam Chen (3) Entry Level', async () => {
    const response = await admin.get('/api/admin/chefs');
    const tierOf = (name: string) => (response.json as { name: string; tier: string }[]).find((chef) => chef.name === name)?.tier;
    expect([tierOf('Marcus Thibodeau'), tierOf('Isabela Duarte'), tierOf('Liam Chen')]).toEqual(['Master Chef', 'Experienced', 'Entry Level']);
  });
});

describe('public.chefs (/our-chefs)', () => {
  it('lists the four groups in order, each with its chefs in roster order, without email, phone or rate', async () => {
    const groups = await publicCaller().public.chefs();
    expect(groups.map((group) => group.group)).toEqual(['executive', 'pastry', 'rising', 'international']);
    expect(groups[0]!.chefs.slice(0, 3).map((chef) => chef.name)).toEqual(['Marcus Thibodeau', 'Priya Raman', 'Daniel Okafor']);
    const marcus = groups[0]!.chefs[0]!;
    // The admin ticked Red Seal for Marcus, but /our-chefs says so only for a verified credential (DECISIONS.md section 14).
    expect(marcus).toMatchObject({ yearsExperience: 18, redSeal: false, credentials: 'Red Seal Chef; Culinary Arts Diploma, Vancouver Community College' });
    expect(marcus.achievements).toHaveLength(3);
    expect(JSON.stringify(groups)).not.toMatch(/chefconnect\.ca|hourlyRate|phone/);
  });

  it('shows only active chefs who are shown on the site', async () => {
    const caller = adminCaller(server);
    const hidden = await caller.admin.createChef(newChef({ name: 'Hidden Chef', status: 'active', showOnSite: false }));
    const invited = await caller.admin.createChef(newChef({ name: 'Invited Chef', status: 'invited', showOnSite: true }));
    const shown = await caller.admin.createChef(newChef({ name: 'Shown Chef', status: 'active', showOnSite: true, group: 'pastry' }));
    const inactive = await caller.admin.createChef(newChef({ name: 'Gone Chef', status: 'active', showOnSite: true }));
    await caller.admin.deactivateChef({ id: inactive.id });
    const names = (await publicCaller().public.chefs()).flatMap((group) => group.chefs.map((chef) => chef.name));
    expect(names).toContain('Shown Chef');
    expect(names).not.toContain('Hidden Chef');
    expect(names).not.toContain('Invited Chef');
    expect(names).not.toContain('Gone Chef');
    const pastry = (await publicCaller().public.chefs()).find((group) => group.group === 'pastry')!;
    expect(pastry.chefs.at(-1)!.id).toBe(shown.id);
    expect([hidden.id, invited.id]).not.toContain(shown.id);
  });
});

describe('POST /api/admin/chefs', () => {
  it('answers 201 with the chef in the shape of section 8, tier derived, optional fields null', async () => {
    const body = newChef({ yearsExperience: 8, serviceTypes: ['virtual', 'in-person'] });
    const response = await admin.post('/api/admin/chefs', body);
    expect(response.status).toBe(201);
    expect(Object.keys(response.json).sort()).toEqual(CHEF_KEYS);
    expect(response.json).toMatchObject({
      name: body.name,
      email: body.email,
      tier: 'Master Chef',
      serviceTypes: ['in-person', 'virtual'],
      redSeal: true,
      achievements: [],
      showOnSite: false,
      status: 'invited',
      phone: null,
      photoUrl: null,
      bio: null,
      redSealNumber: null,
      credentials: null,
    });
    const read = await admin.get(`/api/admin/chefs/${response.json.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(response.json);
  });

  it('answers 409 with errors.email when the email is taken, whatever its case', async () => {
    const first = newChef();
    expect((await admin.post('/api/admin/chefs', first)).status).toBe(201);
    const response = await admin.post('/api/admin/chefs', newChef({ email: first.email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: 'A chef with this email already exists', errors: { email: 'A chef with this email already exists' } });
  });

  it('lets one of two simultaneous creates with the same email win, and answers the other 409', async () => {
    const email = `race.${Date.now()}@example.com`;
    const responses = await Promise.all([admin.post('/api/admin/chefs', newChef({ email })), admin.post('/api/admin/chefs', newChef({ email: email.toUpperCase() }))]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ hourlyRate: 70 }, 'hourlyRate', 'Hourly rate must be a whole number of dollars from 35 to 65'],
    [{ hourlyRate: 34 }, 'hourlyRate', 'Hourly rate must be a whole number of dollars from 35 to 65'],
    [{ serviceTypes: [] }, 'serviceTypes', 'Choose at least one service type'],
    [{ group: 'grill' }, 'group', 'Please choose a group'],
    [{ yearsExperience: 0 }, 'yearsExperience', 'Years of experience must be a whole number from 1 to 60'],
    [{ name: undefined }, 'name', 'Name is required'],
    [{ specialty: '' }, 'specialty', 'Specialty is required'],
  ])('answers 400 for %j with the field error', async (change, field, message) => {
    const response = await admin.post('/api/admin/chefs', { ...newChef(), ...change });
    expect(response.status).toBe(400);
    expect(response.json.errors[field]).toBe(message);
  });

  it('refuses a tier sent in: it is derived from the years', async () => {
    const response = await admin.post('/api/admin/chefs', { ...newChef(), tier: 'Master Chef' });
    expect(response.status).toBe(400);
  });
});

describe('PATCH /api/admin/chefs/{id}', () => {
  it('changes only the fields sent, and moves the tier with the years', async () => {
    const created = (await admin.post('/api/admin/chefs', newChef({ yearsExperience: 3, phone: '604 555 0199' }))).json;
    expect(created.tier).toBe('Entry Level');
    const response = await admin.patch(`/api/admin/chefs/${created.id}`, { yearsExperience: 4, hourlyRate: 45, photoUrl: 'https://example.com/chef.jpg' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ...created, yearsExperience: 4, tier: 'Experienced', hourlyRate: 45, photoUrl: 'https://example.com/chef.jpg' });
  });

  it('clears optional text with an empty string', async () => {
    const created = (await admin.post('/api/admin/chefs', newChef({ phone: '604 555 0199' }))).json;
    const response = await admin.patch(`/api/admin/chefs/${created.id}`, { phone: '' });
    expect(response.json.phone).toBeNull();
  });

  it("answers 409 when the new email is another chef's, and keeps a chef's own email in another case", async () => {
    const taken = newChef();
    await admin.post('/api/admin/chefs', taken);
    const created = (await admin.post('/api/admin/chefs', newChef())).json;
    const conflict = await admin.patch(`/api/admin/chefs/${created.id}`, { email: taken.email });
    expect(conflict.status).toBe(409);
    expect(conflict.json.errors.email).toBe('A chef with this email already exists');
    const ownInCapitals = await admin.patch(`/api/admin/chefs/${created.id}`, { email: created.email.toUpperCase() });
    expect(ownInCapitals.status).toBe(200);
    expect(ownInCapitals.json.email).toBe(created.email.toUpperCase());
  });

  it('answers 400 for a rate outside the rate sheet and 404 for a chef that does not exist', async () => {
    const created = (await admin.post('/api/admin/chefs', newChef())).json;
    const badRate = await admin.patch(`/api/admin/chefs/${created.id}`, { hourlyRate: 100 });
    expect(badRate.status).toBe(400);
    expect(badRate.json.errors.hourlyRate).toBe('Hourly rate must be a whole number of dollars from 35 to 65');
    expect((await admin.patch('/api/admin/chefs/999999', { hourlyRate: 40 })).status).toBe(404);
    expect((await admin.get('/api/admin/chefs/999999')).status).toBe(404);
  });
});

describe('deactivating a chef', () => {
  it('lists no future assignments until staffing exists, then makes the chef inactive', async () => {
    const caller = adminCaller(server);
    const chef = await caller.admin.createChef(newChef({ status: 'active' }));
    expect(await caller.admin.chefFutureAssignments({ id: chef.id })).toEqual([]);
    const result = await caller.admin.deactivateChef({ id: chef.id });
    expect(result).toEqual({ chef: { ...chef, status: 'inactive' }, unassigned: [] });
  });

  it('happens too when PATCH sets the status to inactive', async () => {
    const created = (await admin.post('/api/admin/chefs', newChef({ status: 'active' }))).json;
    const response = await admin.patch(`/api/admin/chefs/${created.id}`, { status: 'inactive' });
    expect(response.json.status).toBe('inactive');
    const found = await adminCaller(server).admin.chefs({ search: created.email, status: 'inactive' });
    expect(found.rows.map((row) => row.id)).toEqual([created.id]);
  });
});

describe('admin.chefs (the Chefs table)', () => {
  const tag = `Listing${Date.now()}`;
  const rows: Partial<ChefCreateInput>[] = [
    { name: `${tag} Émilie Ávila`, yearsExperience: 2, hourlyRate: 38, serviceTypes: ['virtual'], status: 'invited' },
    { name: `${tag} bruno costa`, yearsExperience: 5, hourlyRate: 47, serviceTypes: ['in-person'], status: 'active' },
    { name: `${tag} Carla Diaz`, yearsExperience: 8, hourlyRate: 60, serviceTypes: ['in-person', 'virtual'], status: 'active' },
    { name: `${tag} dev Patel`, yearsExperience: 12, hourlyRate: 64, serviceTypes: ['in-person'], status: 'inactive' },
  ];

  beforeAll(async () => {
    const caller = adminCaller(server);
    for (const row of rows) await caller.admin.createChef(newChef(row));
  });

  const names = (result: { rows: { name: string }[] }) => result.rows.map((row) => row.name.slice(tag.length + 1));

  it('searches names without regard to case or accents in capitals, and emails', async () => {
    const caller = adminCaller(server);
    expect(names(await caller.admin.chefs({ search: `${tag} ÉMILIE` }))).toEqual(['Émilie Ávila']);
    expect((await caller.admin.chefs({ search: 'marcus.thibodeau@' })).rows.map((row) => row.name)).toEqual(['Marcus Thibodeau']);
  });

  it('sorts by name without regard to case, either way', async () => {
    const caller = adminCaller(server);
    expect(names(await caller.admin.chefs({ search: tag, sortBy: 'name', sortOrder: 'asc' }))).toEqual(['bruno costa', 'Carla Diaz', 'dev Patel', 'Émilie Ávila']);
    expect(names(await caller.admin.chefs({ search: tag, sortBy: 'hourlyRate', sortOrder: 'desc' }))).toEqual(['dev Patel', 'Carla Diaz', 'bruno costa', 'Émilie Ávila']);
  });

  it('filters by tier (8 years is Master Chef), status and service type', async () => {
    const caller = adminCaller(server);
    expect(names(await caller.admin.chefs({ search: tag, tier: 'Master Chef', sortBy: 'yearsExperience' }))).toEqual(['Carla Diaz', 'dev Patel']);
    expect(names(await caller.admin.chefs({ search: tag, tier: 'Experienced' }))).toEqual(['bruno costa']);
    expect(names(await caller.admin.chefs({ search: tag, tier: 'Entry Level' }))).toEqual(['Émilie Ávila']);
    expect(names(await caller.admin.chefs({ search: tag, status: 'active' }))).toEqual(['bruno costa', 'Carla Diaz']);
    expect(names(await caller.admin.chefs({ search: tag, serviceType: 'virtual' }))).toEqual(['Carla Diaz', 'Émilie Ávila']);
  });

  it('pages with page, pageSize and the total of the filtered rows', async () => {
    const caller = adminCaller(server);
    const first = await caller.admin.chefs({ search: tag, pageSize: 10, page: 1 });
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    const all = await caller.admin.chefs({ pageSize: 10, page: 1 });
    const second = await caller.admin.chefs({ pageSize: 10, page: 2 });
    expect(all.total).toBeGreaterThan(10);
    expect(new Set([...all.rows, ...second.rows].map((row) => row.id)).size).toBe(all.rows.length + second.rows.length);
  });
});

describe('who may call the chef procedures', () => {
  it('refuses a business session with 401 on the admin chef calls, and answers it /our-chefs', async () => {
    const business = await registerWithAccount(server);
    expect((await business.client.get('/api/admin/chefs')).status).toBe(401);
    expect((await business.client.post('/api/admin/chefs', newChef())).status).toBe(401);
    expect((await business.client.get('/trpc/public.chefs')).status).toBe(200);
  });
});

describe('weekly availability', () => {
  it('replaces the whole week, keeps each slot once in the day order, and answers every weekday', async () => {
    const chef = await adminCaller(server).admin.createChef(newChef());
    const weekly = weeklyAvailabilityInput.parse({ weekly: { monday: ['evening', 'morning', 'evening'], friday: ['morning', 'afternoon', 'evening'] } }).weekly;
    const saved = await server.services.chefs.setWeeklyAvailability(chef.id, weekly);
    expect(saved).toEqual({ monday: ['morning', 'evening'], tuesday: [], wednesday: [], thursday: [], friday: ['morning', 'afternoon', 'evening'], saturday: [], sunday: [] });
    const replaced = await server.services.chefs.setWeeklyAvailability(chef.id, weeklyAvailabilityInput.parse({ weekly: { sunday: ['afternoon'] } }).weekly);
    expect(replaced).toEqual({ monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: ['afternoon'] });
    expect(await server.services.chefs.weeklyAvailability(chef.id)).toEqual(replaced);
  });

  it('refuses a slot that is not morning, afternoon or evening, and a day that is not a weekday', () => {
    expect(weeklyAvailabilityInput.safeParse({ weekly: { monday: ['all-day'] } }).error?.issues[0]?.message).toBe('Slots are morning, afternoon and evening');
    expect(weeklyAvailabilityInput.safeParse({ weekly: { someday: [] } }).success).toBe(false);
  });
});
