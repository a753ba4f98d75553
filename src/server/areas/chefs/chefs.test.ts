import { describe, expect, it } from 'vitest';
import type { ChefCreateInput } from '../../../common/schemas/chefs.js';
import { dayFromNow, useCaseWorld, refusal } from '../../../../tests/support/use-case-world.js';

/**
 * DECISIONS.md section 8, the admin's side: adding and editing chefs, the Chefs table,
 * invitations, deactivation and what /our-chefs shows. The chef's own side is chef-portal.test.ts.
 */

const world = useCaseWorld();

const admin = () => world.callerFor({ admin: world.admin }).admin;

/** The keys of a chef in JSON, exactly as section 8 lists them. */
const CHEF_JSON_KEYS = [
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

let sequence = 0;
const uniqueEmail = (label: string) => `${label}.${++sequence}.${Date.now()}@example.com`;

/** A chef input with only the fields creating needs. */
function requiredFields(overrides: Partial<ChefCreateInput> = {}): ChefCreateInput {
  return {
    name: `Chef Required ${++sequence}`,
    email: uniqueEmail('chef.required'),
    specialty: 'Bread and laminated doughs',
    group: 'pastry',
    yearsExperience: 5,
    serviceTypes: ['in-person'],
    hourlyRate: 45,
    ...overrides,
  };
}

/** A booking of a new business, `days` from today, staffed by `chefId` through the admin's assign. */
async function assignedBooking(chefId: number, days: number) {
  const business = await world.register({ bookingDate: dayFromNow(world, days), timeSlot: 'afternoon' });
  await admin().assignChef({ bookingId: business.bookingId, chefId });
  return business;
}

async function staffingOf(business: Awaited<ReturnType<typeof world.register>>) {
  const dashboard = await business.caller.business.dashboard({});
  const booking = dashboard.bookings.find(({ id }) => id === business.bookingId)!;
  return { staffing: booking.staffing, chef: booking.chef };
}

describe('an admin adds and edits chefs', () => {
  it('adds a chef from the required fields alone and answers the chef in the JSON of section 8, invited and off the site', async () => {
    const input = requiredFields({ name: 'Amélie Roux', yearsExperience: 6 });
    const chef = await admin().createChef(input);

    expect(Object.keys(chef).sort()).toEqual(CHEF_JSON_KEYS);
    expect(chef).toMatchObject({
      name: 'Amélie Roux',
      email: input.email,
      specialty: 'Bread and laminated doughs',
      group: 'pastry',
      yearsExperience: 6,
      tier: 'Experienced',
      serviceTypes: ['in-person'],
      hourlyRate: 45,
      status: 'invited',
      showOnSite: false,
      achievements: [],
      phone: null,
      photoUrl: null,
    });
    // The admin's chef screen adds its rating and no-shows to the chef of section 8.
    expect(await admin().chef({ id: chef.id })).toMatchObject({ ...chef, noShows: 0 });
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Please enter a valid email address'],
    ['specialty', 'Specialty is required'],
    ['group', 'Please choose a group'],
    ['yearsExperience', 'Years of experience must be a whole number from 1 to 60'],
    ['serviceTypes', 'Choose at least one service type'],
    ['hourlyRate', 'Hourly rate must be a whole number of dollars from 35 to 65'],
  ] as const)('refuses a chef without %s, naming that field, and adds nobody', async (field, message) => {
    const input: Partial<ChefCreateInput> = requiredFields();
    delete input[field];
    const before = (await world.services.chefs.all()).length;

    expect(await refusal(admin().createChef(input as ChefCreateInput))).toEqual({ status: 400, message, fieldErrors: { [field]: message } });
    expect(await world.services.chefs.all()).toHaveLength(before);
  });

  it('derives the tier from the years: 1-3 Entry Level, 4-7 Experienced, 8 and more Master Chef (8 is Master Chef)', async () => {
    const tiers: Record<number, string> = {};
    for (const years of [1, 3, 4, 7, 8, 25]) tiers[years] = (await admin().createChef(requiredFields({ yearsExperience: years }))).tier;

    expect(tiers).toEqual({ 1: 'Entry Level', 3: 'Entry Level', 4: 'Experienced', 7: 'Experienced', 8: 'Master Chef', 25: 'Master Chef' });
  });

  it('never takes a tier sent in: it is derived only', async () => {
    const sent = { ...requiredFields({ yearsExperience: 2 }), tier: 'Master Chef' } as ChefCreateInput;

    expect(await refusal(admin().createChef(sent))).toEqual({ status: 400, message: 'Request has unknown fields', fieldErrors: { tier: 'Unknown field' } });
  });

  it('moves the tier when an edit changes the years, and keeps every field the edit leaves out', async () => {
    const chef = await admin().createChef(requiredFields({ yearsExperience: 7, phone: '(604) 555-0177' }));

    const edited = await admin().updateChef({ id: chef.id, yearsExperience: 8 });

    expect(edited).toEqual({ ...chef, yearsExperience: 8, tier: 'Master Chef' });
    expect(await admin().chef({ id: chef.id })).toMatchObject(edited);
  });

  it('takes an hourly rate in whole dollars from $35 to $65 only', async () => {
    const message = 'Hourly rate must be a whole number of dollars from 35 to 65';
    for (const hourlyRate of [34, 66, 40.5]) {
      expect(await refusal(admin().createChef(requiredFields({ hourlyRate })))).toEqual({ status: 400, message, fieldErrors: { hourlyRate: message } });
    }
    expect((await admin().createChef(requiredFields({ hourlyRate: 35 }))).hourlyRate).toBe(35);
    expect((await admin().createChef(requiredFields({ hourlyRate: 65 }))).hourlyRate).toBe(65);
  });

  it('refuses a taken email with 409 on the email field, whatever its case, when adding and when editing', async () => {
    const email = uniqueEmail('taken.Chef');
    const holder = await admin().createChef(requiredFields({ email }));
    const other = await admin().createChef(requiredFields());
    const taken = { status: 409, message: 'A chef with this email already exists', fieldErrors: { email: 'A chef with this email already exists' } };

    expect(await refusal(admin().createChef(requiredFields({ email: email.toUpperCase() })))).toEqual(taken);
    expect(await refusal(admin().createChef(requiredFields({ email: email.toLowerCase() })))).toEqual(taken);
    expect(await refusal(admin().updateChef({ id: other.id, email: email.toUpperCase() }))).toEqual(taken);
    expect((await admin().chef({ id: other.id })).email).toBe(other.email);
    // The holder may keep its own address, in another case too.
    expect((await admin().updateChef({ id: holder.id, email: email.toUpperCase() })).email).toBe(email.toUpperCase());
  });

  it('answers 404 "Chef not found" for a chef that does not exist', async () => {
    expect(await refusal(admin().chef({ id: 987_654 }))).toMatchObject({ status: 404, message: 'Chef not found' });
    expect(await refusal(admin().updateChef({ id: 987_654, name: 'Nobody' }))).toMatchObject({ status: 404, message: 'Chef not found' });
  });
});

describe('the admin Chefs table', () => {
  /** Five chefs whose names share a tag no other test uses, so the table's answers are theirs alone. */
  async function rosterTagged() {
    const tag = `Quokka${++sequence}x${Date.now() % 100_000}`;
    const add = (name: string, overrides: Partial<ChefCreateInput>) =>
      admin().createChef(requiredFields({ name: `${tag} ${name}`, email: uniqueEmail(`${name.toLowerCase()}.${tag.toLowerCase()}`), ...overrides }));
    const alder = await add('Alder', { yearsExperience: 2, serviceTypes: ['in-person'], status: 'active' });
    const birch = await add('Birch', { yearsExperience: 5, serviceTypes: ['virtual'], status: 'invited' });
    const cedar = await add('Cedar', { yearsExperience: 8, serviceTypes: ['in-person', 'virtual'], status: 'inactive' });
    const dogwood = await add('Dogwood', { yearsExperience: 12, serviceTypes: ['in-person'], status: 'active' });
    const elm = await add('Elm', { yearsExperience: 7, serviceTypes: ['virtual', 'in-person'], status: 'active' });
    return { tag, alder, birch, cedar, dogwood, elm };
  }

  const names = (page: { rows: { name: string }[] }) => page.rows.map(({ name }) => name.split(' ')[1]);

  it('searches by part of the name or of the email, without regard to case, and sorts by name by default', async () => {
    const { tag, dogwood } = await rosterTagged();

    const byName = await admin().chefs({ search: tag.toUpperCase() });
    expect(byName.total).toBe(5);
    expect(names(byName)).toEqual(['Alder', 'Birch', 'Cedar', 'Dogwood', 'Elm']);

    const byEmail = await admin().chefs({ search: dogwood.email.slice(0, 12).toUpperCase() });
    expect(byEmail.rows.map(({ id }) => id)).toEqual([dogwood.id]);

    expect((await admin().chefs({ search: `${tag} Zelkova` })).total).toBe(0);
  });

  it('pages the table on the server: rows of the chosen page size and the total of every match', async () => {
    const { tag } = await rosterTagged();

    const first = await admin().chefs({ search: tag, pageSize: 10, page: 1 });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    expect(first.rows).toHaveLength(5);
    expect((await admin().chefs({ search: tag, pageSize: 10, page: 2 })).rows).toEqual([]);

    // Every chef of the whole table, across pages of 10, each once.
    const all = await admin().chefs({ pageSize: 10 });
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(all.total / 10); page += 1) {
      for (const row of (await admin().chefs({ pageSize: 10, page })).rows) seen.add(row.id);
    }
    expect(seen.size).toBe(all.total);
  });

  it('sorts by years of experience either way', async () => {
    const { tag } = await rosterTagged();

    expect(names(await admin().chefs({ search: tag, sortBy: 'yearsExperience', sortOrder: 'asc' }))).toEqual(['Alder', 'Birch', 'Elm', 'Cedar', 'Dogwood']);
    expect(names(await admin().chefs({ search: tag, sortBy: 'yearsExperience', sortOrder: 'desc' }))).toEqual(['Dogwood', 'Cedar', 'Elm', 'Birch', 'Alder']);
  });

  it('filters by tier (8 years is Master Chef), by status and by service type, with the search', async () => {
    const { tag } = await rosterTagged();
    const filtered = async (filters: Parameters<ReturnType<typeof admin>['chefs']>[0]) => names(await admin().chefs({ search: tag, ...filters }));

    expect(await filtered({ tier: 'Entry Level' })).toEqual(['Alder']);
    expect(await filtered({ tier: 'Experienced' })).toEqual(['Birch', 'Elm']);
    expect(await filtered({ tier: 'Master Chef' })).toEqual(['Cedar', 'Dogwood']);
    expect(await filtered({ status: 'active' })).toEqual(['Alder', 'Dogwood', 'Elm']);
    expect(await filtered({ status: 'invited' })).toEqual(['Birch']);
    expect(await filtered({ status: 'inactive' })).toEqual(['Cedar']);
    expect(await filtered({ serviceType: 'virtual' })).toEqual(['Birch', 'Cedar', 'Elm']);
    expect(await filtered({ serviceType: 'in-person' })).toEqual(['Alder', 'Cedar', 'Dogwood', 'Elm']);
    expect(await filtered({ tier: 'Master Chef', status: 'active', serviceType: 'in-person' })).toEqual(['Dogwood']);
  });
});

describe('an admin invites a chef', () => {
  it('emails a sign-in link valid 7 days that signs the invited chef in and makes them active', async () => {
    const chef = await admin().createChef(requiredFields());
    expect(chef.status).toBe('invited');

    expect(await admin().inviteChef({ id: chef.id })).toEqual({ success: true, message: `Invitation sent to ${chef.email}` });
    await world.runJobs();
    const invitation = world.mail.findLast(({ to }) => to === chef.email)!;
    expect(invitation.subject).toBe('You are invited to ChefConnect');

    world.clock.offsetMs = 7 * 86_400_000 - 60_000;
    const signedIn = await world.services.chefAccounts.login(tokenIn(invitation.text));

    expect(signedIn.chefId).toBe(chef.id);
    expect((await admin().chef({ id: chef.id })).status).toBe('active');
  });

  it('lets an invitation link expire after 7 days, the chef still invited', async () => {
    const chef = await admin().createChef(requiredFields());
    await admin().inviteChef({ id: chef.id });
    await world.runJobs();
    const invitation = world.mail.findLast(({ to }) => to === chef.email)!;

    world.clock.offsetMs = 7 * 86_400_000 + 60_000;

    expect(await refusal(world.services.chefAccounts.login(tokenIn(invitation.text)))).toEqual({
      status: 400,
      message: 'Invalid or expired sign-in link',
      fieldErrors: { token: 'Invalid or expired sign-in link' },
    });
    expect((await admin().chef({ id: chef.id })).status).toBe('invited');
  });

  it('does not invite an inactive chef, and sends nothing', async () => {
    const chef = await admin().createChef(requiredFields({ status: 'inactive' }));

    expect(await refusal(admin().inviteChef({ id: chef.id }))).toMatchObject({
      status: 409,
      message: 'An inactive chef cannot be invited. Set them active or invited first.',
    });
    await world.runJobs();
    expect(world.mail.filter(({ to }) => to === chef.email)).toEqual([]);
  });
});

/** The token of the chef sign-in link in an email's text: `<PUBLIC_URL>/chef/login?token=<token>`. */
function tokenIn(text: string): string {
  const link = /https?:\/\/\S+\/chef\/login\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no chef sign-in link in:\n${text}`);
  return new URL(link).searchParams.get('token')!;
}

describe('an admin deactivates a chef', () => {
  it('lists the future assignments first; deactivating unassigns them, the bookings await a chef again and their businesses are told', async () => {
    const chef = await world.activeChef();
    const first = await assignedBooking(chef.id, 20);
    const second = await assignedBooking(chef.id, 21);
    const untouched = await world.register({ bookingDate: dayFromNow(world, 22) });
    expect((await staffingOf(first)).staffing).toBe('assigned');

    const listed = await admin().chefFutureAssignments({ id: chef.id });
    expect(listed).toEqual([
      { bookingId: first.bookingId, businessName: expect.any(String), bookingDate: dayFromNow(world, 20), timeSlot: 'afternoon', duration: 5 },
      { bookingId: second.bookingId, businessName: expect.any(String), bookingDate: dayFromNow(world, 21), timeSlot: 'afternoon', duration: 5 },
    ]);
    // The emails of the bookings above are sent first: only what deactivating sends is counted.
    await world.runJobs();
    const mailBefore = world.mail.length;

    const { chef: deactivated, unassigned } = await admin().deactivateChef({ id: chef.id });

    expect(deactivated.status).toBe('inactive');
    expect(unassigned).toEqual(listed);
    expect(await staffingOf(first)).toEqual({ staffing: 'awaiting-chef', chef: null });
    expect(await staffingOf(second)).toEqual({ staffing: 'awaiting-chef', chef: null });
    expect(await admin().chefFutureAssignments({ id: chef.id })).toEqual([]);
    expect((await chef.caller.chef.assignments()).upcoming).toEqual([]);

    await world.runJobs();
    const told = world.mail.slice(mailBefore);
    for (const business of [first, second]) {
      expect(told.find(({ to }) => to === business.email)?.subject).toBe('Your ChefConnect booking is awaiting a new chef');
    }
    expect(told.filter(({ to }) => to === untouched.email)).toEqual([]);
  });

  it("leaves the chef a session that has started, today's included: they may be at work on it, and it is paid as any other", async () => {
    const chef = await world.activeChef();
    const started = await assignedBooking(chef.id, 20);
    const later = await assignedBooking(chef.id, 21);
    // An hour into the first session, on its day.
    world.atStartOf({ bookingDate: dayFromNow(world, 20), timeSlot: 'afternoon' }, 3_600_000);
    await world.runJobs();
    const mailBefore = world.mail.length;

    expect((await admin().chefFutureAssignments({ id: chef.id })).map(({ bookingId }) => bookingId)).toEqual([later.bookingId]);
    const { unassigned } = await admin().deactivateChef({ id: chef.id });

    expect(unassigned.map(({ bookingId }) => bookingId)).toEqual([later.bookingId]);
    expect(await staffingOf(started)).toEqual({ staffing: 'assigned', chef: expect.objectContaining({ id: chef.id }) });
    expect((await staffingOf(later)).staffing).toBe('awaiting-chef');
    await world.runJobs();
    expect(world.mail.slice(mailBefore).filter(({ to }) => to === started.email)).toEqual([]);
  });

  it('deactivates just the same when an edit sets the status to inactive', async () => {
    const chef = await world.activeChef();
    const business = await assignedBooking(chef.id, 25);

    expect((await admin().updateChef({ id: chef.id, status: 'inactive' })).status).toBe('inactive');

    expect(await staffingOf(business)).toEqual({ staffing: 'awaiting-chef', chef: null });
  });

  it('takes the chef out of staffing, off the site and out of sign-in', async () => {
    const chef = await world.activeChef({ showOnSite: true, group: 'international' });
    const business = await world.register({ bookingDate: dayFromNow(world, 26) });
    const eligibleIds = async () => (await admin().eligibleChefs({ bookingId: business.bookingId })).map(({ id }) => id);
    const onSite = async () => (await world.callerFor({}).public.chefs()).find(({ group }) => group === 'international')!.chefs.map(({ id }) => id);
    const session = await world.services.chefAccounts.login(await freshLinkToken(chef.email));
    expect(await eligibleIds()).toContain(chef.id);
    expect(await onSite()).toContain(chef.id);

    await admin().deactivateChef({ id: chef.id });

    expect(await eligibleIds()).not.toContain(chef.id);
    expect(await onSite()).not.toContain(chef.id);
    expect(await world.services.chefAccounts.resolveChef({ chefId: chef.id, version: session.sessionVersion })).toBeNull();
    const mailBefore = world.mail.length;
    await world.services.chefAccounts.requestLink(chef.email, 'use-case');
    await world.runJobs();
    expect(world.mail.slice(mailBefore).filter(({ to }) => to === chef.email)).toEqual([]);
  });
});

/** Asks for a sign-in link as the chef would at /chef/login, and reads its token from the email. */
async function freshLinkToken(email: string): Promise<string> {
  await world.services.chefAccounts.requestLink(email, 'use-case');
  await world.runJobs();
  return tokenIn(world.mail.findLast(({ to }) => to === email)!.text);
}

describe('/our-chefs', () => {
  it('starts from the roster the page showed, in its four groups', async () => {
    const roster = await world.callerFor({}).public.chefs();

    expect(roster.map(({ group }) => group)).toEqual(['executive', 'pastry', 'rising', 'international']);
    for (const { chefs } of roster) expect(chefs.length).toBeGreaterThan(0);
    expect(roster[0]!.chefs[0]!.name).toBe('Marcus Thibodeau');
  });

  it('shows the active chefs marked for the site in their group, never invited or unmarked ones, nor their email, phone or rate', async () => {
    const shown = await admin().createChef(requiredFields({ group: 'pastry', status: 'active', showOnSite: true, phone: '(604) 555-0199' }));
    const invited = await admin().createChef(requiredFields({ group: 'pastry', status: 'invited', showOnSite: true }));
    const hidden = await admin().createChef(requiredFields({ group: 'pastry', status: 'active', showOnSite: false }));

    const roster = await world.callerFor({}).public.chefs();
    const pastry = roster.find(({ group }) => group === 'pastry')!.chefs;
    const ids = pastry.map(({ id }) => id);

    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(invited.id);
    expect(ids).not.toContain(hidden.id);
    for (const { group, chefs } of roster) if (group !== 'pastry') expect(chefs.map(({ id }) => id)).not.toContain(shown.id);
    const card = pastry.find(({ id }) => id === shown.id)!;
    expect(JSON.stringify(card)).not.toContain(shown.email);
    expect(JSON.stringify(card)).not.toContain('555-0199');
    expect(card).not.toHaveProperty('hourlyRate');
  });
});
