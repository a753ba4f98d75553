import { beforeEach, describe, expect, it } from 'vitest';
import { Booking, ContactMessage, Job, LaborBank, LaborTransaction, NewsletterSubscription, registrationOf, useCaseWorld, refusal, type Refusal } from '../../../../tests/support/use-case-world.js';

/**
 * DECISIONS.md section 11, "Abuse resistance": the anonymous calls are limited per client
 * address (and the sign-in emails per email too), answered 429 "Too many requests. Please try
 * again later." with a wait; the answer never tells whether an email exists; complimentary hours
 * are given once per email. The real limits, not the lifted ones of the other use-case tests.
 */

const world = useCaseWorld({ realLimits: true });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TOO_MANY = 'Too many requests. Please try again later.';

// The limits count fixed hours: each test starts five minutes into an hour, so no window ends mid-test.
beforeEach(() => {
  world.clock.offsetMs = Math.ceil(Date.now() / HOUR) * HOUR + 5 * MINUTE - Date.now();
});

let sequence = 0;
/** An email address nobody has used yet in this file. */
const freshEmail = (label: string) => `${label}.${++sequence}.${Date.now()}@example.com`;

const from = (clientAddress: string) => world.callerFor({ clientAddress });

/** A 429 of section 11: the fixed message, and a wait that ends within the hour. */
function expectTooMany(answer: Refusal): void {
  expect(answer).toMatchObject({ status: 429, message: TOO_MANY });
  expect(answer.retryAfterSeconds).toBeGreaterThan(0);
  expect(answer.retryAfterSeconds).toBeLessThanOrEqual(3600);
}

const count = (entity: typeof Booking | typeof ContactMessage | typeof Job | typeof LaborBank | typeof LaborTransaction | typeof NewsletterSubscription) =>
  world.dataSource.getRepository(entity).count();

describe('per-address limits of the anonymous calls', () => {
  it('lets one address register 5 businesses an hour; the 6th is refused with 429 and writes nothing, other addresses and the next hour go on', async () => {
    const address = '203.0.113.10';
    for (let i = 0; i < 5; i += 1) await world.services.registration.register(registrationOf(world), address);
    const banks = await count(LaborBank);
    const sixth = registrationOf(world);

    expectTooMany(await refusal(world.services.registration.register(sixth, address)));
    expect(await count(LaborBank)).toBe(banks);

    await world.services.registration.register(registrationOf(world), '203.0.113.11');
    world.clock.offsetMs += HOUR;
    expect((await world.services.registration.register(sixth, address)).laborBank.totalHours).toBe(20);
  });

  it('lets one address send 5 contact messages an hour; the 6th is refused with 429 and not stored', async () => {
    const message = { name: 'Sam Lee', email: 'sam.lee@example.com', subject: 'general' as const, message: 'Do you cater brunch?' };
    for (let i = 0; i < 5; i += 1) expect(await from('203.0.113.20').public.contact.send(message)).toEqual({ success: true });
    const stored = await count(ContactMessage);

    expectTooMany(await refusal(from('203.0.113.20').public.contact.send(message)));
    expect(await count(ContactMessage)).toBe(stored);
    expect(await from('203.0.113.21').public.contact.send(message)).toEqual({ success: true });
  });

  it('lets one address sign up 10 newsletter emails an hour; the 11th is refused with 429 and not stored', async () => {
    for (let i = 0; i < 10; i += 1) await from('203.0.113.30').public.newsletter.subscribe({ email: freshEmail('news') });
    const stored = await count(NewsletterSubscription);

    expectTooMany(await refusal(from('203.0.113.30').public.newsletter.subscribe({ email: freshEmail('news') })));
    expect(await count(NewsletterSubscription)).toBe(stored);
    await from('203.0.113.31').public.newsletter.subscribe({ email: freshEmail('news') });
  });
});

describe('password recovery', () => {
  /** A business whose contact has an account with a password: recovery mails it a link. */
  async function businessWithAccount() {
    const business = await world.register();
    await business.caller.business.setUpAccount({ username: `recover_${++sequence}_${Date.now() % 100_000}`, password: 'Sturdy-Harbour-Lantern-42', contactId: business.principal.contactId });
    return business;
  }
  const resetEmailsTo = (email: string) => world.mail.filter((sent) => sent.to === email && sent.subject === 'Reset your ChefConnect password');

  it('answers the same whether the email has an account, and allows 3 requests per email an hour whichever address asks', async () => {
    const { email } = await businessWithAccount();
    const unknown = freshEmail('nobody');

    for (let i = 0; i < 3; i += 1) {
      const known = await from(`198.51.100.${10 + i}`).public.passwordRecovery.request({ email: i === 1 ? email.toUpperCase() : email });
      const stranger = await from(`198.51.100.${20 + i}`).public.passwordRecovery.request({ email: unknown });
      expect(known).toEqual(stranger);
      expect(known).toEqual({ success: true, message: 'If an account exists with this email, you will receive password reset instructions.' });
    }
    const knownRefused = await refusal(from('198.51.100.13').public.passwordRecovery.request({ email }));
    const unknownRefused = await refusal(from('198.51.100.23').public.passwordRecovery.request({ email: unknown }));
    expectTooMany(knownRefused);
    expect(unknownRefused).toEqual(knownRefused);

    await world.runJobs();
    expect(resetEmailsTo(email)).toHaveLength(3);
  });

  it('allows 10 requests per address an hour, for any emails', async () => {
    for (let i = 0; i < 10; i += 1) await from('198.51.100.40').public.passwordRecovery.request({ email: freshEmail('recover') });

    expectTooMany(await refusal(from('198.51.100.40').public.passwordRecovery.request({ email: freshEmail('recover') })));
    await from('198.51.100.41').public.passwordRecovery.request({ email: freshEmail('recover') });
  });
});

describe('the chef sign-in link', () => {
  const linksTo = (email: string) => world.mail.filter((sent) => sent.to === email && sent.subject === 'Your ChefConnect sign-in link');

  it('answers the same whether the email is a chef\'s, and allows 3 requests per email an hour whichever address asks', async () => {
    const chef = await world.activeChef();
    const unknown = freshEmail('not.a.chef');

    for (let i = 0; i < 3; i += 1) {
      const known = await from(`192.0.2.${10 + i}`).chef.requestLoginLink({ email: chef.email });
      const stranger = await from(`192.0.2.${20 + i}`).chef.requestLoginLink({ email: unknown });
      expect(known).toEqual(stranger);
      expect(known).toEqual({ success: true, message: 'If this email belongs to a ChefConnect chef, a sign-in link is on its way. It works for 15 minutes.' });
    }
    const knownRefused = await refusal(from('192.0.2.13').chef.requestLoginLink({ email: chef.email }));
    const unknownRefused = await refusal(from('192.0.2.23').chef.requestLoginLink({ email: unknown }));
    expectTooMany(knownRefused);
    expect(unknownRefused).toEqual(knownRefused);

    await world.runJobs();
    expect(linksTo(chef.email)).toHaveLength(3);
  });

  it('allows 10 requests per address an hour, for any emails', async () => {
    for (let i = 0; i < 10; i += 1) await from('192.0.2.40').chef.requestLoginLink({ email: freshEmail('chef') });

    expectTooMany(await refusal(from('192.0.2.40').chef.requestLoginLink({ email: freshEmail('chef') })));
    await from('192.0.2.41').chef.requestLoginLink({ email: freshEmail('chef') });
  });
});

describe('complimentary hours once per email', () => {
  it('refuses a second registration with the same email, in any case, with 409 on the email field, and writes nothing', async () => {
    const first = await world.register();
    const rows = async () => [await count(LaborBank), await count(LaborTransaction), await count(Booking), await count(Job)];
    const before = await rows();

    const again = registrationOf(world, { email: first.email.toUpperCase(), businessName: 'Second Try Bistro' });
    const viaService = await refusal(world.services.registration.register(again, '198.51.100.60'));
    const viaTrpc = await refusal(from('198.51.100.61').public.register(again));

    for (const answer of [viaService, viaTrpc]) {
      expect(answer).toMatchObject({
        status: 409,
        message: 'An account with this email already exists. Please log in.',
        fieldErrors: { email: 'An account with this email already exists. Please log in.' },
      });
    }
    expect(await rows()).toEqual(before);
    expect((await first.caller.business.dashboard({})).laborBank?.totalHours).toBe(20);
  });
});
