import { describe, expect, it } from 'vitest';
import * as accounts from './areas/accounts/emails.js';
import * as afterSession from './areas/after-session/emails.js';
import * as assignments from './areas/assignments/emails.js';
import * as billing from './areas/billing/emails.js';
import * as bookings from './areas/bookings/emails.js';
import * as chefs from './areas/chefs/emails.js';
import * as credentials from './areas/credentials/emails.js';
import * as integrations from './areas/integrations/emails.js';
import * as payouts from './areas/payouts/emails.js';
import * as reliability from './areas/reliability/emails.js';
import * as reminders from './areas/reminders/emails.js';
import * as staffing from './areas/staffing/emails.js';
import * as team from './areas/team/emails.js';
import { emailRenderer, type EmailJob, type TemplateName } from './core/mail/render.js';
import { emailTemplateModules, loadEmailTemplates } from './email-templates.js';

/**
 * Every template, drawn with realistic props (DECISIONS.md section 17): an HTML part and its
 * text twin, dates in words, never ISO, "1 hour", a greeting by first name where a person is
 * written to, and a button on PUBLIC_URL. Each text is kept in __snapshots__/, so a change of
 * wording shows in review. A new template needs its case here (a missing one is a type error).
 */

/** Every area's email jobs, and the renderer the job handlers draw them with. */
const emails = { ...accounts, ...assignments, ...billing, ...bookings, ...chefs, ...credentials, ...integrations, ...payouts, ...reliability, ...reminders, ...afterSession, ...staffing, ...team };
const { render: renderEmail } = emailRenderer(loadEmailTemplates);

const PUBLIC_URL = 'https://chefconnect.example';
const site = { publicUrl: PUBLIC_URL };
const portal = `${PUBLIC_URL}/chef`;
const OWNER = 'jamie@bluegold.example';
const CHEF = 'marco@chefs.example';
const SUPPORT = 'support@chefconnect.ca';

/** Sunday, December 6, 2026; a one-hour booking where a plural could go wrong. */
const booking = { bookingDate: '2026-12-06', timeSlot: 'morning', duration: 4, serviceType: 'in-person' };
const shortBooking = { ...booking, duration: 1 };
const atBusiness = { ...booking, business: { name: 'Blue & Gold <Café>', city: 'Vancouver' } };
const venue = '123 Main Street, Vancouver, BC V6B 1A1';
/** Two sessions of a standing booking, a week apart. */
const twoFridays = [
  { bookingDate: '2026-12-11', timeSlot: 'evening', duration: 4 },
  { bookingDate: '2026-12-18', timeSlot: 'evening', duration: 4 },
];
const order = { number: 'INV-2026-0042', packName: 'Starter Pack', hours: 1 };

const CASES = {
  bookingReceived: emails.bookingReceivedEmail(OWNER, 'Jamie', shortBooking),
  seriesReceived: emails.seriesReceivedEmail(OWNER, 'Jamie', {
    summary: 'Every Friday, evening, 4 hours, 2 sessions',
    sessions: [
      { bookingDate: '2026-12-11', timeSlot: 'evening', duration: 4 },
      { bookingDate: '2027-01-01', timeSlot: 'evening', duration: 4 },
    ],
    skipped: [{ date: '2026-12-25', reason: 'Blocked by ChefConnect' }],
  }),
  bookingCanceled: emails.bookingCanceledEmail(OWNER, 'Jamie', { ...booking, feeHours: 1 }),
  bookingRescheduled: emails.bookingRescheduledEmail(OWNER, 'Jamie', booking),
  chefReleased: emails.chefReleasedEmail(OWNER, 'Jamie', booking),
  chefConfirmed: emails.chefConfirmedEmail(OWNER, 'Jamie', booking, { name: 'Marco Rossi', tier: 'Master Chef', redSeal: true }),
  timesheetSubmitted: emails.timesheetSubmittedEmail(OWNER, 'Jamie', booking, { hours: 1, chefName: 'Marco Rossi', confirmBy: new Date('2026-12-10T05:48:00.000Z') }, `${PUBLIC_URL}/dashboard/42`),
  businessReminder: emails.businessReminderEmail(OWNER, 'Jamie', booking, venue, null),
  passwordReset: emails.passwordResetEmail(OWNER, 'Jamie', `${PUBLIC_URL}/reset-password?token=abc123`, 'bluegold'),
  invoice: emails.invoiceEmail(OWNER, 'Jamie', order, '$78.75', 'Pay by e-Transfer to billing@chefconnect.ca within 14 days.', `${PUBLIC_URL}/dashboard?view=labor-bank`),
  paymentReceived: emails.paymentReceivedEmail(OWNER, 'Jamie', order, '$78.75', `${PUBLIC_URL}/dashboard?view=labor-bank`),
  creditNote: emails.creditNoteEmail(OWNER, 'Jamie', order, 'CN-2026-000003', '$78.75', `${PUBLIC_URL}/dashboard?view=labor-bank`),
  lowBalance: emails.lowBalanceEmail(OWNER, 'Jamie', 1, 5, `${PUBLIC_URL}/dashboard?view=labor-bank`),
  chefSignIn: emails.chefSignInEmail(CHEF, 'Marco Rossi', `${PUBLIC_URL}/chef/login?token=xyz789`, 'invite'),
  offer: emails.offerEmail(CHEF, 'Marco Rossi', atBusiness, new Date('2026-11-27T13:48:29.455Z'), portal),
  seriesOffer: emails.seriesOfferEmail(
    CHEF,
    'Marco Rossi',
    { business: 'Blue & Gold <Café>', sessions: [{ bookingDate: '2026-12-11', timeSlot: 'evening', duration: 4 }, { bookingDate: '2026-12-18', timeSlot: 'evening', duration: 4 }], payCents: 41_600 },
    new Date('2026-11-27T13:48:29.455Z'),
    portal,
  ),
  offerClosed: emails.offerClosedEmail(CHEF, 'Marco Rossi', atBusiness, 'withdrawn'),
  sessionsFilled: emails.sessionsFilledEmail(CHEF, 'Marco Rossi', { business: 'Blue & Gold <Café>', sessions: twoFridays }),
  seriesAssigned: emails.seriesAssignedEmail(CHEF, 'Marco Rossi', { business: 'Blue & Gold <Café>', sessions: twoFridays }, portal),
  seriesChefConfirmed: emails.seriesChefConfirmedEmail(OWNER, 'Jamie', twoFridays, { name: 'Marco Rossi', tier: 'Master Chef', redSeal: true }),
  chefAssigned: emails.chefAssignedEmail(CHEF, 'Marco Rossi', atBusiness, portal),
  chefUnassigned: emails.chefUnassignedEmail(CHEF, 'Marco Rossi', atBusiness),
  timesheetConfirmed: emails.timesheetConfirmedEmail(CHEF, 'Marco Rossi', atBusiness, 1),
  chefReminder: emails.chefReminderEmail(CHEF, 'Marco Rossi', atBusiness, venue, 'Jamie Chen'),
  payoutPaid: emails.payoutPaidEmail(CHEF, 'Marco Rossi', { id: 7, total: '$208.00', through: '2026-12-08', reference: 'ETR-5521' }, portal),
  credentialRejected: emails.credentialRejectedEmail(CHEF, 'Marco Rossi', 'FOODSAFE', 'The photo is too blurry to read the expiry date.', portal),
  credentialExpiryReminder: emails.credentialExpiryReminderEmail(CHEF, 'Marco Rossi', 'FOODSAFE', 'Tuesday, January 5, 2027', portal),
  credentialExpired: emails.credentialExpiredEmail(CHEF, 'Marco Rossi', 'FOODSAFE', 'Tuesday, January 5, 2027', portal),
  timesheetSettled: emails.timesheetSettledEmail(CHEF, 'Marco Rossi', atBusiness, { hours: 5, reportedHours: 6, note: 'The kitchen closed at 2; we counted to then.' }),
  timesheetSettledForBusiness: emails.timesheetSettledForBusinessEmail(
    OWNER,
    'Jamie',
    booking,
    { hours: 5, reportedHours: 6, note: 'The kitchen closed at 2; we counted to then.', chefName: 'Marco Rossi' },
    `${PUBLIC_URL}/dashboard/42`,
  ),
  timesheetDisputed: emails.timesheetDisputedEmail(SUPPORT, atBusiness, { hours: 1, reason: 'Marco left at 10.', chefName: 'Marco Rossi' }, `${PUBLIC_URL}/admin/timesheets`),
  unstaffedBooking: emails.unstaffedBookingEmail(SUPPORT, atBusiness, `${PUBLIC_URL}/admin/business/42`),
  billingAlert: emails.billingAlertEmail(SUPPORT, 'INV-2026-0042', 'Card payment of $70.00 for INV-2026-0042 differs from its total of $78.75. Nothing was credited.', `${PUBLIC_URL}/admin/finance`),
  payoutFailed: emails.payoutFailedEmail(SUPPORT, { id: 7, chefName: 'Marco Rossi', total: '$208.00', reason: 'The account is closed.' }, `${PUBLIC_URL}/admin/payouts`),
  encryptionOff: emails.encryptionOffEmail(SUPPORT, `${PUBLIC_URL}/admin/payouts`),
  confirmationRequest: emails.confirmationRequestEmail(CHEF, 'Marco Rossi', atBusiness, true, portal),
  unconfirmedSession: emails.unconfirmedSessionEmail(SUPPORT, 'Marco Rossi', atBusiness, `${PUBLIC_URL}/admin/business/42`),
  chefSuspended: emails.chefSuspendedEmail(CHEF, 'Marco Rossi', 3, 'Friday, December 11, 2026', portal),
  chefReleaseSupport: emails.chefReleaseSupportEmail(SUPPORT, 'Marco Rossi', atBusiness, { reason: 'I broke my wrist.', late: true }, `${PUBLIC_URL}/admin/business/42`),
  teamInvitation: emails.teamInvitationEmail('sam@bluegold.example', { businessName: 'Blue & Gold <Café>', role: 'manager', invitedBy: 'Jamie Chen', link: `${PUBLIC_URL}/join?token=abc` }),
  webhookDisabled: emails.webhookDisabledEmail(OWNER, 'Jamie', { url: 'https://pos.bluegold.example/hooks/chefconnect?token=s3cret', lastStatusCode: 503 }, `${PUBLIC_URL}/dashboard/42`),
} satisfies Record<TemplateName, EmailJob>;

const GREETINGS: Record<string, string> = { [OWNER]: 'Hi Jamie,', [CHEF]: 'Hi Marco,' };

describe.each(Object.entries(CASES) as [TemplateName, EmailJob][])('the %s email', (name, job) => {
  it('is its own template, with an HTML part and its text twin, in words and plurals a person writes, linked on PUBLIC_URL', async () => {
    expect(job.template).toBe(name);
    const { html = '', ...email } = await renderEmail(job, site);
    expect(email.to).toBe(job.to);
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('<body');
    for (const part of [email.subject, email.text, html]) {
      expect(part).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(part).not.toMatch(/T\d{2}:\d{2}/);
      expect(part).not.toMatch(/\b1 hours\b/);
    }
    // Every link of the HTML is a full URL on PUBLIC_URL, and the text twin shows the button's.
    const links = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link?.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(email.text).toContain(`${PUBLIC_URL}/`);
    const greeting = GREETINGS[job.to];
    if (greeting) expect(email.text).toContain(greeting);
    else expect(email.text).not.toMatch(/^Hi /m);
    await expect(`Subject: ${email.subject}\n\n${email.text}\n`).toMatchFileSnapshot(`__snapshots__/${name}.txt`);
  });
});

describe('the texts of DECISIONS.md section 17', () => {
  it('tells the business its booking is received, not that a chef is booked', async () => {
    const email = await renderEmail(CASES.bookingReceived, site);
    expect(email.subject).toBe('Booking received: Sunday, December 6, 2026');
    expect(email.text).toContain("We're finding your chef and will email you when one accepts.");
    expect(email.text).not.toMatch(/confirmed/i);
  });

  it("tells a chef of a new offer and when it closes, in Vancouver's words", async () => {
    const email = await renderEmail(CASES.offer, site);
    expect(email.subject).toBe('New offer: Sunday, December 6, 2026');
    // 13:48 UTC is 6:48 a.m. in Vancouver, which keeps UTC−7 all year (DECISIONS.md section 22).
    expect(email.text).toContain('The offer closes on Friday, November 27, 2026 at 6:48 a.m.');
  });

  it("tells a chef and a business when a session starts and ends (DECISIONS.md section 23): the offer and the reminders", async () => {
    const evening = { ...atBusiness, timeSlot: 'evening', duration: 6 };
    for (const job of [
      emails.offerEmail(CHEF, 'Marco Rossi', evening, new Date('2026-11-27T13:48:29.455Z'), portal),
      emails.businessReminderEmail(OWNER, 'Jamie', evening, venue, null),
      emails.chefReminderEmail(CHEF, 'Marco Rossi', evening, venue, 'Jamie Chen'),
    ]) {
      expect((await renderEmail(job, site)).text).toContain('Time: Evening, 4:00 p.m. to 10:00 p.m.\nLength: 6 hours');
    }
  });

  it('escapes what a business wrote in the HTML, and keeps it as written in the text', async () => {
    const email = await renderEmail(CASES.offer, site);
    expect(email.html).toContain('Blue &amp; Gold &lt;Café&gt;');
    expect(email.html).not.toContain('<Café>');
    expect(email.text).toContain('Blue & Gold <Café>, Vancouver');
  });

  it('writes one hour and several hours each as a sentence says them', async () => {
    expect((await renderEmail(CASES.bookingCanceled, site)).text).toContain('3 hours of its 4 hours went back to your labor bank, and 1 hour stayed as a late cancellation fee');
    expect((await renderEmail(CASES.lowBalance, site)).text).toContain('Your labor bank has 1 hour left, below the 5 hours you asked us to warn you at.');
  });
});

describe("a standing booking's emails about one session", () => {
  const oneFriday = twoFridays.slice(0, 1);
  const day = 'Friday, December 11, 2026';

  it('name it on its day, and as one session, never as "these sessions"', async () => {
    const cases = [
      [emails.seriesReceivedEmail(OWNER, 'Jamie', { summary: 'Every Friday, evening, 4 hours, 1 session', sessions: oneFriday, skipped: [] }), `Standing booking received: 1 session on ${day}`, ''],
      [emails.seriesOfferEmail(CHEF, 'Marco Rossi', { business: 'Blue & Gold', sessions: oneFriday, payCents: 20_800 }, new Date('2026-11-27T13:48:29.455Z'), portal), `New offer: 1 session on ${day}`, ''],
      [
        emails.seriesAssignedEmail(CHEF, 'Marco Rossi', { business: 'Blue & Gold', sessions: oneFriday }, portal),
        `You are confirmed for 1 session on ${day}`,
        'You are the chef of this session of the standing booking at Blue & Gold. It is in your portal and your calendar feed.',
      ],
      [emails.seriesChefConfirmedEmail(OWNER, 'Jamie', oneFriday, { name: 'Marco Rossi', tier: 'Master Chef', redSeal: true }), 'Your chef is confirmed', 'Marco Rossi is the chef of this session of your standing booking:'],
      [
        emails.sessionsFilledEmail(CHEF, 'Marco Rossi', { business: 'Blue & Gold', sessions: oneFriday }),
        `Offer closed: 1 session on ${day}`,
        'Your offer of this session of the standing booking at Blue & Gold is closed. Another chef accepted it first.',
      ],
    ] as const;
    for (const [job, subject, sentence] of cases) {
      const email = await renderEmail(job, site);
      expect(email.subject).toBe(subject);
      expect(email.text).toContain(sentence);
      expect(email.text).toContain(`${day}: Evening`);
      for (const part of [email.subject, email.text, email.html]) expect(part).not.toMatch(/these sessions|They are|sessions from|1 session from|accepted them/);
    }
  });
});

it('names each template once: a name in two areas would hide one of them', async () => {
  const names = (await Promise.all(emailTemplateModules.map((load) => load()))).flatMap((module) => Object.keys(module));
  expect(new Set(names).size).toBe(names.length);
});

it('still sends an email job queued before the templates (found in the job table after an upgrade) as it was written', async () => {
  const earlier = { to: OWNER, subject: 'Your ChefConnect booking is confirmed', text: 'Hi Jamie,\n\nYour booking is confirmed.' };
  expect(await renderEmail(earlier, site)).toEqual(earlier);
});
