import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '../../src/common/schemas/credentials.js';
import { vancouverInstant } from '../../src/common/vancouver-time.js';
import { Credential } from '../../src/server/areas/credentials/entities.js';
import { holdToDocument } from '../support/documented-answer.js';
import { useClockedServer } from './clocked-server.js';
import { setClock } from '../support/session-clock.js';
import { vancouverDay, type ApiClient } from './harness.js';

/**
 * Chefs' credentials (DECISIONS.md section 14), through HTTP on each engine with a clock the
 * test moves: a chef adds one and uploads its document (type sniffed from the bytes, 5 MB at
 * most, its name only a display name), the admin downloads, verifies and rejects it, reminders
 * go 30 and 7 days before it expires and it expires at the end of its last day, at UTC−7 all
 * year (DECISIONS.md section 22).
 */

const suite = useClockedServer();
/** "Not yet" is checked a minute early: the moved clock runs on with the real one, and a busy machine spends a second before the runner reads it. */
const MINUTE = 60_000;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 2)]);

/** Sets the services' clock (and so the job runner's) to an instant. */
function clockAt(instant: Date | number): Promise<void> {
  return setClock(suite, Number(instant));
}

/** A new active chef, signed in. */
async function signedInChef() {
  const chef = await suite.fixtures.availableChef();
  return { ...chef, client: await suite.fixtures.signedInChef(chef.email) };
}

async function addCredential(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/chef/credentials', { kind: 'foodsafe', number: 'FS-1234567', issuedOn: vancouverDay(-300), expiresOn: vancouverDay(400), ...overrides });
  expect(response.status, response.text).toBe(201);
  return response.json as { id: number; status: string };
}

/** PUT …/document with raw bytes, as a browser's fetch sends a File: the JSON client would stringify them. */
async function upload(client: ApiClient, credentialId: number, bytes: Buffer, type: string, headers: Record<string, string> = {}) {
  const pathname = `/api/chef/credentials/${credentialId}/document`;
  const response = await fetch(client.baseUrl + pathname, { method: 'PUT', headers: { cookie: client.cookieHeader(), 'content-type': type, ...headers }, body: new Uint8Array(bytes) });
  const text = await response.text();
  const answer = { status: response.status, headers: response.headers, text, json: text ? JSON.parse(text) : undefined };
  holdToDocument('PUT', pathname, answer);
  return answer;
}

async function uploadedCredential(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const credential = await addCredential(client, overrides);
  expect((await upload(client, credential.id, PDF, 'application/pdf', { 'X-File-Name': encodeURIComponent('FOODSAFE Level 1 – Mélanie.pdf') })).status).toBe(200);
  return credential;
}

async function mailTo(email: string, subjectStart: string) {
  return (await suite.server.outbox()).filter((mail) => mail.to === email && mail.subject.startsWith(subjectStart));
}

describe('a chef adds a credential and its document', () => {
  it('answers 201 with the credential, pending and without a document, and lists it for its chef only', async () => {
    const chef = await signedInChef();
    const other = await signedInChef();
    const response = await chef.client.post('/api/chef/credentials', { kind: 'red-seal', number: 'RS-998877', issuedOn: '2019-06-01', expiresOn: vancouverDay(3000) });
    expect(response.status, response.text).toBe(201);
    expect(response.json).toEqual({ id: expect.any(Number), kind: 'red-seal', number: 'RS-998877', issuedOn: '2019-06-01', expiresOn: vancouverDay(3000), status: 'pending', documentName: null, documentType: null, documentSize: null, rejectionReason: null, verifiedAt: null });
    expect((await chef.client.get('/api/chef/credentials')).json).toEqual([response.json]);
    expect((await other.client.get('/api/chef/credentials')).json).toEqual([]);
    // Another chef's credential is as absent as one that does not exist.
    expect((await upload(other.client, response.json.id, PDF, 'application/pdf')).status).toBe(404);
    expect((await other.client.put(`/api/chef/credentials/${response.json.id}`, { kind: 'red-seal', number: 'X', issuedOn: '2019-06-01', expiresOn: vancouverDay(10) })).status).toBe(404);
  });

  it('refuses an expiry before the issue date or already past with 400 on expiresOn', async () => {
    const chef = await signedInChef();
    const backwards = await chef.client.post('/api/chef/credentials', { kind: 'insurance', number: 'POL-1', issuedOn: vancouverDay(10), expiresOn: vancouverDay(5) });
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors).toEqual({ expiresOn: 'The expiry date must be on or after the issue date' });
    const past = await chef.client.post('/api/chef/credentials', { kind: 'insurance', number: 'POL-1', issuedOn: vancouverDay(-400), expiresOn: vancouverDay(-1) });
    expect(past.status).toBe(400);
    expect(past.json.errors).toEqual({ expiresOn: 'The expiry date has already passed' });
    const kind = await chef.client.post('/api/chef/credentials', { kind: 'diploma', number: 'D', issuedOn: vancouverDay(-1), expiresOn: vancouverDay(5) });
    expect(kind.status).toBe(400);
    expect(kind.json.errors.kind).toBe('Kind must be one of: red-seal, foodsafe, worksafebc, insurance, background-check');
  });

  it('takes a PDF, a JPEG or a PNG whose bytes are of its declared type, with its name, type and size', async () => {
    const chef = await signedInChef();
    const credential = await addCredential(chef.client);
    const pdf = await upload(chef.client, credential.id, PDF, 'application/pdf', { 'X-File-Name': encodeURIComponent('FOODSAFE Level 1 – Mélanie.pdf') });
    expect(pdf.status, pdf.text).toBe(200);
    expect(pdf.json).toMatchObject({ id: credential.id, status: 'pending', documentName: 'FOODSAFE Level 1 – Mélanie.pdf', documentType: 'application/pdf', documentSize: PDF.length });
    expect((await upload(chef.client, credential.id, JPEG, 'image/jpeg')).json).toMatchObject({ documentName: 'document.jpg', documentType: 'image/jpeg', documentSize: JPEG.length });
    expect((await upload(chef.client, credential.id, PNG, 'image/png; charset=binary')).json).toMatchObject({ documentType: 'image/png', documentSize: PNG.length });
  });

  it('answers 415 to a PNG sent as a PDF, to another type, and to an empty body, and keeps the document it had', async () => {
    const chef = await signedInChef();
    const credential = await uploadedCredential(chef.client);
    const disguised = await upload(chef.client, credential.id, PNG, 'application/pdf');
    expect(disguised.status).toBe(415);
    expect(disguised.json).toEqual({ message: 'The file is not the type it was sent as: its contents are not a PDF, JPEG or PNG of that type' });
    const html = await upload(chef.client, credential.id, Buffer.from('<html><script>alert(1)</script></html>'), 'text/html');
    expect(html.status).toBe(415);
    expect(html.json.message).toBe('The document must be a PDF, JPEG or PNG file (Content-Type application/pdf, image/jpeg or image/png)');
    expect((await upload(chef.client, credential.id, PDF, 'application/octet-stream')).status).toBe(415);
    expect((await upload(chef.client, credential.id, Buffer.alloc(0), 'image/png')).status).toBe(415);
    const [kept] = (await chef.client.get('/api/chef/credentials')).json;
    expect(kept).toMatchObject({ documentType: 'application/pdf', documentSize: PDF.length });
  });

  it('answers 413 to a document of 5 MB and 1 byte, with its own limit in the message, and takes one of exactly 5 MB', async () => {
    const chef = await signedInChef();
    const credential = await addCredential(chef.client);
    const tooLarge = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - PDF.length, 0x20)]);
    expect(tooLarge.length).toBe(5 * 1024 * 1024 + 1);
    const refused = await upload(chef.client, credential.id, tooLarge, 'application/pdf');
    expect(refused.status).toBe(413);
    expect(refused.json).toEqual({ message: 'The document is too large (5 MB at most)' });
    const taken = await upload(chef.client, credential.id, tooLarge.subarray(0, DOCUMENT_MAX_BYTES), 'application/pdf');
    expect(taken.status, taken.text).toBe(200);
    expect(taken.json.documentSize).toBe(DOCUMENT_MAX_BYTES);
  });

  it('answers 401 to an upload without a chef session, before reading the body, and 403 to one from another site', async () => {
    const chef = await signedInChef();
    const credential = await addCredential(chef.client);
    const anonymous = await fetch(`${suite.server.url}/api/chef/credentials/${credential.id}/document`, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: new Uint8Array(PDF) });
    expect(anonymous.status).toBe(401);
    expect((await upload(chef.client, credential.id, PDF, 'application/pdf', { origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe("the admin's review", () => {
  it('lists the queue by status, downloads the document as an attachment of its type, and verifies it', async () => {
    const chef = await signedInChef();
    const credential = await uploadedCredential(chef.client);
    const pending = await suite.admin.get('/api/admin/credentials?status=pending');
    expect(pending.status).toBe(200);
    expect(pending.json.find(({ id }: { id: number }) => id === credential.id)).toMatchObject({ chefId: chef.id, chefName: chef.name, status: 'pending', reviewedBy: null });

    const download = await fetch(`${suite.server.url}/api/admin/credentials/${credential.id}/document`, { headers: { cookie: suite.admin.cookieHeader() } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="FOODSAFE Level 1 ? M?lanie.pdf"; filename*=UTF-8''FOODSAFE%20Level%201%20%E2%80%93%20M%C3%A9lanie.pdf`);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await chef.client.get(`/api/admin/credentials/${credential.id}/document`)).status).toBe(401);

    const verified = await suite.admin.post(`/api/admin/credentials/${credential.id}/verify`);
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json).toMatchObject({ id: credential.id, status: 'verified', reviewedBy: 'admin', verifiedAt: expect.any(String) });
    expect((await suite.admin.post(`/api/admin/credentials/${credential.id}/verify`)).json).toEqual({ message: 'This credential is already verified' });
    expect((await suite.admin.get('/api/admin/credentials?status=verified')).json.map(({ id }: { id: number }) => id)).toContain(credential.id);
    expect((await suite.admin.get('/api/admin/credentials?status=approved')).status).toBe(400);
  });

  it('keeps the name only as a display name, invisible characters dropped, and serves the document as its checked type', async () => {
    const chef = await signedInChef();
    const credential = await addCredential(chef.client);
    const download = (id: number) => fetch(`${suite.server.url}/api/admin/credentials/${id}/document`, { headers: { cookie: suite.admin.cookieHeader() } });
    // U+202E lays out what follows right to left: the probe's name shows as "exe.jpg" and ends in ".exe".
    const spoofed = await upload(chef.client, credential.id, JPEG, 'image/jpeg', { 'X-File-Name': encodeURIComponent('\u202egpj.exe') });
    expect(spoofed.status, spoofed.text).toBe(200);
    expect(spoofed.json).toMatchObject({ documentName: 'gpj.exe', documentType: 'image/jpeg' });
    expect((await suite.admin.get('/api/admin/credentials?status=pending')).json.find(({ id }: { id: number }) => id === credential.id)).toMatchObject({ documentName: 'gpj.exe' });
    const jpeg = await download(credential.id);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.headers.get('content-disposition')).toBe('attachment; filename=gpj.exe.jpg');

    // A PDF named as a web page is served as a PDF, under a name that opens it as one.
    const page = await upload(chef.client, credential.id, PDF, 'application/pdf', { 'X-File-Name': encodeURIComponent('no\u200btes\ufeff.html') });
    expect(page.json).toMatchObject({ documentName: 'notes.html', documentType: 'application/pdf' });
    const pdf = await download(credential.id);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename=notes.html.pdf');

    // A name stored before the rule shows and downloads as it reads.
    await suite.server.dataSource.manager.update(Credential, { id: credential.id }, { documentName: '\u202egpj.exe' });
    expect((await chef.client.get('/api/chef/credentials')).json[0]).toMatchObject({ documentName: 'gpj.exe' });
    expect((await download(credential.id)).headers.get('content-disposition')).toBe('attachment; filename=gpj.exe.pdf');
  });

  it('cannot verify a credential without its document (409)', async () => {
    const chef = await signedInChef();
    const credential = await addCredential(chef.client);
    const response = await suite.admin.post(`/api/admin/credentials/${credential.id}/verify`);
    expect(response.status).toBe(409);
    expect(response.json.message).toBe('This credential has no document yet');
    expect((await suite.admin.get(`/api/admin/credentials/${credential.id}/document`)).status).toBe(404);
  });

  it('rejects only with a reason, which the chef sees in the portal and is emailed', async () => {
    const chef = await signedInChef();
    const credential = await uploadedCredential(chef.client);
    const noReason = await suite.admin.post(`/api/admin/credentials/${credential.id}/reject`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors).toEqual({ reason: 'Please give a reason' });

    const rejected = await suite.admin.post(`/api/admin/credentials/${credential.id}/reject`, { reason: 'The photo is blurred: the certificate number cannot be read' });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.json).toMatchObject({ status: 'rejected', rejectionReason: 'The photo is blurred: the certificate number cannot be read', reviewedBy: 'admin' });
    const [seen] = (await chef.client.get('/api/chef/credentials')).json;
    expect(seen).toMatchObject({ status: 'rejected', rejectionReason: 'The photo is blurred: the certificate number cannot be read' });
    const emails = await mailTo(chef.email, 'Your FOODSAFE credential was not accepted');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.body).toContain('The photo is blurred: the certificate number cannot be read');
  });

  it('sends a verified credential back to pending when the chef uploads a new document or edits it', async () => {
    const chef = await signedInChef();
    const credential = await uploadedCredential(chef.client);
    expect((await suite.admin.post(`/api/admin/credentials/${credential.id}/verify`)).status).toBe(200);
    expect((await upload(chef.client, credential.id, PNG, 'image/png')).json).toMatchObject({ status: 'pending', verifiedAt: null });

    expect((await suite.admin.post(`/api/admin/credentials/${credential.id}/verify`)).status).toBe(200);
    const edited = await chef.client.put(`/api/chef/credentials/${credential.id}`, { kind: 'foodsafe', number: 'FS-7654321', issuedOn: vancouverDay(-10), expiresOn: vancouverDay(1800) });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ status: 'pending', number: 'FS-7654321', documentType: 'image/png' });
  });
});

describe('reminders and expiry', () => {
  // Written out by hand: 09:00 in Vancouver is 16:00 UTC all year since 2026 (DECISIONS.md section 22).
  it('reminds 30 and 7 days ahead at 09:00 Vancouver time, once each, and expires at the end of the last day, with no clock change in March 2027', async () => {
    const chef = await signedInChef();
    const credential = await uploadedCredential(chef.client, { expiresOn: '2027-04-10' });
    expect((await suite.admin.post(`/api/admin/credentials/${credential.id}/verify`)).status).toBe(200);
    const reminders = () => mailTo(chef.email, 'Your FOODSAFE credential expires on');

    await clockAt(Date.parse('2027-03-11T16:00:00.000Z') - MINUTE);
    expect(await reminders(), 'a minute before the 30-day reminder').toEqual([]);
    await clockAt(Date.parse('2027-03-11T16:00:00.000Z'));
    expect(await reminders()).toHaveLength(1);
    expect((await reminders())[0]!.subject).toBe('Your FOODSAFE credential expires on Saturday, April 10, 2027');

    await clockAt(Date.parse('2027-04-03T16:00:00.000Z') - MINUTE);
    expect(await reminders()).toHaveLength(1);
    await clockAt(Date.parse('2027-04-03T16:00:00.000Z'));
    expect(await reminders()).toHaveLength(2);

    // The last day is valid to its end, 2027-04-11T00:00 in Vancouver (UTC−7).
    await clockAt(Date.parse('2027-04-11T07:00:00.000Z') - MINUTE);
    expect((await chef.client.get('/api/chef/credentials')).json[0].status).toBe('verified');
    expect(await mailTo(chef.email, 'Your FOODSAFE credential has expired')).toEqual([]);
    await clockAt(Date.parse('2027-04-11T07:00:00.000Z'));
    const expired = await mailTo(chef.email, 'Your FOODSAFE credential has expired');
    expect(expired).toHaveLength(1);
    expect(expired[0]!.body).toContain('was valid through Saturday, April 10, 2027');
    expect((await chef.client.get('/api/chef/credentials')).json[0].status).toBe('expired');
    expect((await suite.admin.get('/api/admin/credentials?status=expired')).json.map(({ id }: { id: number }) => id)).toContain(credential.id);
    expect((await suite.admin.post(`/api/admin/credentials/${credential.id}/verify`)).json).toEqual({ message: 'This credential has expired' });
    expect(await reminders(), 'no reminder twice').toHaveLength(2);
  });

  it('expires at midnight Vancouver time in November 2027 (07:00 UTC: no autumn change), and a renewal moves the reminders and the expiry', async () => {
    const chef = await signedInChef();
    const credential = await uploadedCredential(chef.client, { expiresOn: '2027-11-20' });
    expect(vancouverInstant('2027-11-21', 0).toISOString()).toBe('2027-11-21T07:00:00.000Z');
    const renewed = await chef.client.put(`/api/chef/credentials/${credential.id}`, { kind: 'foodsafe', number: 'FS-1234567', issuedOn: '2027-10-01', expiresOn: '2032-10-01' });
    expect(renewed.status).toBe(200);

    await clockAt(Date.parse('2027-11-21T07:00:00.000Z'));
    expect(await mailTo(chef.email, 'Your FOODSAFE credential')).toEqual([]);
    expect((await chef.client.get('/api/chef/credentials')).json[0].status).toBe('pending');
  });
});

describe('the staffing settings', () => {
  it('start with in-person needing no FOODSAFE, and the admin turns it on and off', async () => {
    expect((await suite.admin.get('/api/admin/staffing-settings')).json).toEqual({ inPersonNeedsFoodsafe: false });
    expect((await suite.admin.patch('/api/admin/staffing-settings', { inPersonNeedsFoodsafe: true })).json).toEqual({ inPersonNeedsFoodsafe: true });
    expect((await suite.admin.get('/api/admin/staffing-settings')).json).toEqual({ inPersonNeedsFoodsafe: true });
    expect((await suite.admin.patch('/api/admin/staffing-settings', { inPersonNeedsFoodsafe: 'yes' })).status).toBe(400);
    expect((await suite.admin.patch('/api/admin/staffing-settings', { inPersonNeedsFoodsafe: false })).json).toEqual({ inPersonNeedsFoodsafe: false });
  });
});

describe('"in-person needs FOODSAFE"', () => {
  async function candidate(bookingId: number, chefId: number) {
    const response = await suite.admin.get(`/api/admin/bookings/${bookingId}/candidates`);
    expect(response.status, response.text).toBe(200);
    return response.json.find((row: { chefId: number }) => row.chefId === chefId) as { eligible: boolean; reasons: string[] };
  }
  const eligibleIds = async (bookingId: number) => (await suite.admin.get(`/api/admin/bookings/${bookingId}/eligible-chefs`)).json.map(({ id }: { id: number }) => id);

  it('off, any chef may work in person; on, only one with a verified FOODSAFE credential current on the booking day, with the reason and the 409', async () => {
    const without = await signedInChef();
    const holder = await signedInChef();
    const foodsafe = await uploadedCredential(holder.client, { kind: 'foodsafe', expiresOn: vancouverDay(400) });
    expect((await suite.admin.post(`/api/admin/credentials/${foodsafe.id}/verify`)).status).toBe(200);
    const { booking } = await suite.fixtures.bookedDay(20, 'evening');
    const { booking: virtual } = await suite.fixtures.bookedDay(21, 'evening', { serviceType: 'virtual' });
    try {
      expect(await candidate(booking.id, without.id)).toMatchObject({ eligible: true, reasons: [] });

      expect((await suite.admin.patch('/api/admin/staffing-settings', { inPersonNeedsFoodsafe: true })).status).toBe(200);
      expect(await candidate(booking.id, without.id)).toMatchObject({ eligible: false, reasons: ['Needs a current FOODSAFE certificate'] });
      expect(await candidate(booking.id, holder.id)).toMatchObject({ eligible: true, reasons: [] });
      expect(await eligibleIds(booking.id)).not.toContain(without.id);
      expect(await eligibleIds(booking.id)).toContain(holder.id);
      // Virtual work needs no kitchen certificate.
      expect(await candidate(virtual.id, without.id)).toMatchObject({ eligible: true });

      const offer = await suite.admin.post(`/api/admin/bookings/${booking.id}/offers`, { chefIds: [without.id] });
      expect(offer.status).toBe(409);
      expect(offer.json.message).toBe(`${without.name}: This chef needs a current FOODSAFE certificate for in-person work`);
      const assign = await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: without.id });
      expect(assign.status).toBe(409);
      expect(assign.json.message).toBe('This chef needs a current FOODSAFE certificate for in-person work');
      expect((await suite.admin.put(`/api/admin/bookings/${booking.id}/chef`, { chefId: holder.id })).status).toBe(200);
    } finally {
      await suite.admin.patch('/api/admin/staffing-settings', { inPersonNeedsFoodsafe: false });
    }
  });

  it('counts neither a pending, a rejected nor one that expires before the booking day', async () => {
    const pending = await signedInChef();
    await uploadedCredential(pending.client);
    const rejected = await signedInChef();
    const refused = await uploadedCredential(rejected.client);
    expect((await suite.admin.post(`/api/admin/credentials/${refused.id}/reject`, { reason: 'Not a FOODSAFE certificate' })).status).toBe(200);
    const lapsing = await signedInChef();
    const early = await uploadedCredential(lapsing.client, { expiresOn: vancouverDay(19) });
    expect((await suite.admin.post(`/api/admin/credentials/${early.id}/verify`)).status).toBe(200);
    const { booking } = await suite.fixtures.bookedDay(20, 'morning');
    expect((await suite.admin.patch('/api/admin/staffing-settings', { inPersonNeedsFoodsafe: true })).status).toBe(200);
    try {
      for (const chef of [pending, rejected, lapsing]) expect((await candidate(booking.id, chef.id)).reasons).toEqual(['Needs a current FOODSAFE certificate']);
    } finally {
      await suite.admin.patch('/api/admin/staffing-settings', { inPersonNeedsFoodsafe: false });
    }
  });
});

describe('/our-chefs', () => {
  it('shows "Red Seal verified" only for a chef with a verified, current red-seal credential, not for the admin\'s tick', async () => {
    const chef = await signedInChef();
    expect((await suite.admin.patch(`/api/admin/chefs/${chef.id}`, { showOnSite: true, redSeal: true })).status).toBe(200);
    const shown = async () => (await suite.server.services.chefs.publicRoster()).flatMap((group) => group.chefs).find(({ id }) => id === chef.id)!;
    expect((await shown()).redSeal).toBe(false);
    const credential = await uploadedCredential(chef.client, { kind: 'red-seal', expiresOn: vancouverDay(5) });
    expect((await shown()).redSeal, 'pending').toBe(false);
    expect((await suite.admin.post(`/api/admin/credentials/${credential.id}/verify`)).status).toBe(200);
    expect((await shown()).redSeal).toBe(true);
    await clockAt(vancouverInstant(vancouverDay(6), 1));
    expect((await shown()).redSeal, 'expired').toBe(false);
  });
});
