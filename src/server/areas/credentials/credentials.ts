import { In, type EntityManager } from 'typeorm';
import { formatLongDay } from '../../../common/dates.js';
import { CREDENTIAL_KIND_LABELS, type CredentialInput, type CredentialKind, type CredentialStatus, type StaffingSettingsInput } from '../../../common/schemas/credentials.js';
import type { AdminCredentialAnswer, CredentialAnswer, StaffingSettingsAnswer } from '../../../common/schemas/answers/credentials.js';
import { withoutInvisibleCharacters } from '../../../common/text.js';
import { shiftDay, vancouverInstant, vancouverToday } from '../../../common/vancouver-time.js';
import { recordAudit } from '../../core/audit.js';
import type { AdminPrincipal, ServiceContext } from '../../core/service-context.js';
import { Admin } from '../../core/db/entities/admin.js';
import { Chef } from '../../core/db/entities/chef.js';
import { Credential, StaffingSettings } from './entities.js';
import { findOneForUpdate } from '../../core/db/locks.js';
import { sqlStatements } from '../../core/db/statements.js';
import { AppError } from '../../core/errors.js';
import type { JobQueue } from '../../core/jobs/queue.js';
import { credentialExpiredEmail, credentialExpiryReminderEmail, credentialRejectedEmail } from './emails.js';
import type { CredentialDocument } from './documents.js';
import { credentialDocumentSql } from './queries.js';

/**
 * Chefs' credentials (DECISIONS.md section 14). A credential is pending until an admin verifies
 * or rejects it; a new document or an edit sends it back to pending. It expires at the end of
 * its expiresOn in Vancouver. Its reminders and its expiry are jobs named after it, moved when
 * its expiry date changes; each run checks that it is still due, so a moved or repeated job
 * does nothing.
 */

export const CREDENTIAL_NOT_FOUND = 'Credential not found';
export const NO_DOCUMENT_YET = 'This credential has no document yet';
export const CREDENTIAL_EXPIRED = 'This credential has expired';
export const ALREADY_VERIFIED = 'This credential is already verified';
export const ALREADY_REJECTED = 'This credential is already rejected';
export const EXPIRY_PASSED = 'The expiry date has already passed';
export const TOO_MANY_CREDENTIALS = 'You can keep at most 20 credentials';
/** Far more than the five kinds need, with room for renewals; it bounds what one chef can store. */
const CREDENTIALS_PER_CHEF = 20;
/** The reminders before expiry, in days, farthest first. */
const EXPIRY_REMINDER_DAYS = [30, 7] as const;
/** Reminders go out at 09:00 Vancouver time, not in the night. */
const REMINDER_HOUR = 9;

type Dated = Pick<Credential, 'status' | 'expiresOn'>;

/** Its status as anyone reads it today: one past its last day is expired, even before its expiry job has run. */
function statusOn(credential: Dated, today: string): CredentialStatus {
  return (credential.status === 'pending' || credential.status === 'verified') && credential.expiresOn < today ? 'expired' : credential.status;
}

/** The reminder `days` before a credential expires, in Vancouver's morning: right across a daylight-saving change. */
function expiryReminderDue(expiresOn: string, days: number): Date {
  return vancouverInstant(shiftDay(expiresOn, -days), REMINDER_HOUR);
}

/** The end of a credential's last day in Vancouver: the first instant it is expired. */
function expiryDue(expiresOn: string): Date {
  return vancouverInstant(shiftDay(expiresOn, 1), 0);
}

const documentStatements = sqlStatements(credentialDocumentSql);

const reminderKey = (credentialId: number, days: number) => `credentialReminder:${credentialId}:${days}`;
const expiryKey = (credentialId: number) => `credentialExpiry:${credentialId}`;

/** A credential's reminders still ahead and its expiry, in place of any it had. */
async function scheduleExpiry(jobs: JobQueue, manager: EntityManager, credential: Pick<Credential, 'id' | 'expiresOn'>, now: Date): Promise<void> {
  for (const days of EXPIRY_REMINDER_DAYS) {
    const due = expiryReminderDue(credential.expiresOn, days);
    // One added with less time left than a reminder's lead gets the nearer reminders only.
    if (due > now) await jobs.schedule(manager, reminderKey(credential.id, days), 'remindCredentialExpiry', { credentialId: credential.id, daysBefore: days }, due);
    else await jobs.unschedule(manager, reminderKey(credential.id, days));
  }
  await jobs.schedule(manager, expiryKey(credential.id), 'expireCredential', { credentialId: credential.id }, expiryDue(credential.expiresOn));
}

function toCredentialAnswer(credential: Credential, today: string): CredentialAnswer {
  return {
    id: credential.id,
    kind: credential.kind,
    number: credential.number,
    issuedOn: credential.issuedOn,
    expiresOn: credential.expiresOn,
    status: statusOn(credential, today),
    // Names stored before invisible characters were dropped (DECISIONS.md section 24) show as they read.
    documentName: credential.documentName === null ? null : withoutInvisibleCharacters(credential.documentName),
    documentType: credential.documentType,
    documentSize: credential.documentSize,
    rejectionReason: credential.status === 'rejected' ? credential.rejectionReason : null,
    verifiedAt: credential.status === 'verified' ? (credential.reviewedAt?.toISOString() ?? null) : null,
  };
}

/**
 * A condition on the row `chef`: it holds a credential of kind :credentialKind that counts on
 * :credentialDay (verified, and not expired by then), for a query over chefs to bind.
 */
export const HOLDS_CURRENT_CREDENTIAL =
  'EXISTS (SELECT 1 FROM credential current_credential WHERE current_credential."chefId" = chef.id AND current_credential.kind = :credentialKind AND current_credential.status = \'verified\' AND current_credential."expiresOn" >= :credentialDay)';

/** The chefs among `chefIds` who hold a credential of `kind` that counts on `day`, in one query. */
export async function chefsWithCurrentCredential(manager: EntityManager, kind: CredentialKind, chefIds: number[], day: string): Promise<Set<number>> {
  if (chefIds.length === 0) return new Set();
  const rows = await manager
    .createQueryBuilder(Chef, 'chef')
    .select('chef.id', 'id')
    .where({ id: In(chefIds) })
    .andWhere(HOLDS_CURRENT_CREDENTIAL, { credentialKind: kind, credentialDay: day })
    .getRawMany<{ id: number | string }>();
  return new Set(rows.map(({ id }) => Number(id)));
}

/** Whether the admin setting "in-person needs FOODSAFE" is on (DECISIONS.md section 14). */
export async function inPersonNeedsFoodsafe(manager: EntityManager): Promise<boolean> {
  return (await manager.findOneByOrFail(StaffingSettings, { id: 1 })).inPersonNeedsFoodsafe;
}

export function createCredentialService(ctx: ServiceContext) {
  const today = () => vancouverToday(ctx.now());
  const portalLink = () => `${ctx.publicUrl}/chef`;

  async function ownCredential(manager: EntityManager, chefId: number, credentialId: number): Promise<Credential> {
    const credential = await findOneForUpdate(manager, Credential, { id: credentialId, chefId });
    // Another chef's credential is as absent as one that does not exist.
    if (!credential) throw new AppError('NOT_FOUND', CREDENTIAL_NOT_FOUND);
    return credential;
  }

  function checkExpiry(input: CredentialInput): void {
    if (input.expiresOn < today()) throw new AppError('BAD_REQUEST', EXPIRY_PASSED, { expiresOn: EXPIRY_PASSED });
  }

  async function adminViews(manager: EntityManager, credentials: Credential[]): Promise<AdminCredentialAnswer[]> {
    const chefs = await manager.find(Chef, { select: { id: true, name: true }, where: { id: In([...new Set(credentials.map(({ chefId }) => chefId))]) } });
    const reviewerIds = [...new Set(credentials.flatMap(({ reviewedByAdminId }) => (reviewedByAdminId === null ? [] : [reviewedByAdminId])))];
    const admins = await manager.find(Admin, { select: { id: true, username: true }, where: { id: In(reviewerIds) } });
    const chefName = new Map(chefs.map((chef) => [chef.id, chef.name]));
    const reviewer = new Map(admins.map((admin) => [admin.id, admin.username]));
    return credentials.map((credential) => ({
      ...toCredentialAnswer(credential, today()),
      chefId: credential.chefId,
      chefName: chefName.get(credential.chefId) ?? '',
      reviewedBy: credential.reviewedByAdminId === null ? null : (reviewer.get(credential.reviewedByAdminId) ?? null),
      createdAt: credential.createdAt.toISOString(),
    }));
  }

  /** The admin's decision on a credential, once it has a document and has not expired. */
  async function review(manager: EntityManager, admin: AdminPrincipal, credentialId: number): Promise<Credential> {
    const credential = await findOneForUpdate(manager, Credential, { id: credentialId });
    if (!credential) throw new AppError('NOT_FOUND', CREDENTIAL_NOT_FOUND);
    if (statusOn(credential, today()) === 'expired') throw new AppError('CONFLICT', CREDENTIAL_EXPIRED);
    return Object.assign(credential, { reviewedAt: ctx.now(), reviewedByAdminId: admin.adminId });
  }

  return {
    /** GET /api/chef/credentials: the chef's own, newest first. */
    list(chefId: number): Promise<CredentialAnswer[]> {
      return ctx.db.read(async (manager) => (await manager.find(Credential, { where: { chefId }, order: { id: 'DESC' } })).map((credential) => toCredentialAnswer(credential, today())));
    },

    /** POST /api/chef/credentials: pending until an admin verifies it, its reminders and expiry scheduled. */
    add(chefId: number, input: CredentialInput): Promise<CredentialAnswer> {
      checkExpiry(input);
      return ctx.db.write(async (manager) => {
        // The chef's row, locked: two adds at once cannot both pass the count.
        await findOneForUpdate(manager, Chef, { id: chefId });
        if ((await manager.countBy(Credential, { chefId })) >= CREDENTIALS_PER_CHEF) throw new AppError('CONFLICT', TOO_MANY_CREDENTIALS);
        const { identifiers } = await manager.insert(Credential, { ...input, chefId, status: 'pending', createdAt: ctx.now() });
        const credential = await manager.findOneByOrFail(Credential, { id: identifiers[0]!.id as number });
        await scheduleExpiry(ctx.jobs, manager, credential, ctx.now());
        return toCredentialAnswer(credential, today());
      });
    },

    /** PUT /api/chef/credentials/{id}: corrected or renewed, pending again (a verified one is checked anew). */
    update(chefId: number, credentialId: number, input: CredentialInput): Promise<CredentialAnswer> {
      checkExpiry(input);
      return ctx.db.write(async (manager) => {
        const credential = await ownCredential(manager, chefId, credentialId);
        const change = { ...input, status: 'pending' as const, rejectionReason: null, remindedDaysBefore: credential.expiresOn === input.expiresOn ? credential.remindedDaysBefore : null };
        await manager.update(Credential, { id: credential.id }, change);
        await scheduleExpiry(ctx.jobs, manager, { id: credential.id, expiresOn: input.expiresOn }, ctx.now());
        return toCredentialAnswer({ ...credential, ...change }, today());
      });
    },

    /** PUT /api/chef/credentials/{id}/document: the file, checked by the transport, in place of any earlier one; pending again. */
    uploadDocument(chefId: number, credentialId: number, document: CredentialDocument): Promise<CredentialAnswer> {
      return ctx.db.write(async (manager) => {
        const credential = await ownCredential(manager, chefId, credentialId);
        if (statusOn(credential, today()) === 'expired') throw new AppError('CONFLICT', CREDENTIAL_EXPIRED);
        const change = { documentName: document.name, documentType: document.type, documentSize: document.bytes.length, status: 'pending' as const, rejectionReason: null };
        await manager.update(Credential, { id: credential.id }, change);
        await manager.query(documentStatements(manager).store, [credential.id, document.bytes]);
        return toCredentialAnswer({ ...credential, ...change }, today());
      });
    },

    /** The admin's review queue, oldest first so the longest waiting come first; at most 1,000. */
    adminList(status?: CredentialStatus): Promise<AdminCredentialAnswer[]> {
      return ctx.db.read(async (manager) => adminViews(manager, await manager.find(Credential, { where: status ? { status } : {}, order: { id: 'ASC' }, take: 1000 })));
    },

    /** GET /api/admin/credentials/{id}/document: the file as the chef sent it. */
    document(credentialId: number): Promise<CredentialDocument> {
      return ctx.db.read(async (manager) => {
        const credential = await manager.findOneBy(Credential, { id: credentialId });
        if (!credential) throw new AppError('NOT_FOUND', CREDENTIAL_NOT_FOUND);
        const [stored] = (await manager.query(documentStatements(manager).read, [credentialId])) as { bytes: Uint8Array }[];
        if (!stored || !credential.documentType || !credential.documentName) throw new AppError('NOT_FOUND', NO_DOCUMENT_YET);
        return { name: credential.documentName, type: credential.documentType, bytes: Buffer.from(stored.bytes) };
      });
    },

    /** POST /api/admin/credentials/{id}/verify. */
    verify(admin: AdminPrincipal, credentialId: number): Promise<AdminCredentialAnswer> {
      return ctx.db.write(async (manager) => {
        const credential = await review(manager, admin, credentialId);
        if (credential.status === 'verified') throw new AppError('CONFLICT', ALREADY_VERIFIED);
        if (credential.documentSize === null) throw new AppError('CONFLICT', NO_DOCUMENT_YET);
        credential.status = 'verified';
        credential.rejectionReason = null;
        await manager.update(Credential, { id: credential.id }, { status: credential.status, rejectionReason: null, reviewedAt: credential.reviewedAt, reviewedByAdminId: credential.reviewedByAdminId });
        await recordAudit(manager, admin, null, 'credential.verify', `Verified ${CREDENTIAL_KIND_LABELS[credential.kind]} credential #${credential.id} of chef #${credential.chefId}`);
        return (await adminViews(manager, [credential]))[0]!;
      });
    },

    /** POST /api/admin/credentials/{id}/reject {reason}: the chef is emailed why. */
    reject(admin: AdminPrincipal, credentialId: number, reason: string): Promise<AdminCredentialAnswer> {
      return ctx.db.write(async (manager) => {
        const credential = await review(manager, admin, credentialId);
        if (credential.status === 'rejected') throw new AppError('CONFLICT', ALREADY_REJECTED);
        credential.status = 'rejected';
        credential.rejectionReason = reason;
        await manager.update(Credential, { id: credential.id }, { status: credential.status, rejectionReason: reason, reviewedAt: credential.reviewedAt, reviewedByAdminId: credential.reviewedByAdminId });
        const chef = await manager.findOneByOrFail(Chef, { id: credential.chefId });
        await ctx.jobs.enqueue(manager, 'email', credentialRejectedEmail(chef.email, chef.name, CREDENTIAL_KIND_LABELS[credential.kind], reason, portalLink()));
        await recordAudit(manager, admin, null, 'credential.reject', `Rejected ${CREDENTIAL_KIND_LABELS[credential.kind]} credential #${credential.id} of chef #${credential.chefId}`);
        return (await adminViews(manager, [credential]))[0]!;
      });
    },

    /** The `remindCredentialExpiry` job: once per reminder and expiry date, while the credential still stands. */
    remindExpiry(credentialId: number, daysBefore: number): Promise<void> {
      return ctx.db.write(async (manager) => {
        const credential = await manager.findOneBy(Credential, { id: credentialId });
        const now = ctx.now();
        if (!credential || (credential.status !== 'pending' && credential.status !== 'verified')) return;
        if (now < expiryReminderDue(credential.expiresOn, daysBefore) || now >= expiryDue(credential.expiresOn)) return;
        // Claimed by a conditional UPDATE: a second runner, or a rerun after a restart, sends nothing.
        const { affected } = await manager
          .createQueryBuilder()
          .update(Credential)
          .set({ remindedDaysBefore: daysBefore })
          .where({ id: credential.id, expiresOn: credential.expiresOn })
          .andWhere('("remindedDaysBefore" IS NULL OR "remindedDaysBefore" > :daysBefore)', { daysBefore })
          .execute();
        if (affected !== 1) return;
        const chef = await manager.findOneByOrFail(Chef, { id: credential.chefId });
        await ctx.jobs.enqueue(manager, 'email', credentialExpiryReminderEmail(chef.email, chef.name, CREDENTIAL_KIND_LABELS[credential.kind], formatLongDay(credential.expiresOn), portalLink()));
      });
    },

    /** The `expireCredential` job: at the end of its last day, a pending or verified credential becomes expired and its chef is told. */
    expire(credentialId: number): Promise<void> {
      return ctx.db.write(async (manager) => {
        const credential = await manager.findOneBy(Credential, { id: credentialId });
        if (!credential || ctx.now() < expiryDue(credential.expiresOn)) return;
        const { affected } = await manager.update(Credential, { id: credential.id, expiresOn: credential.expiresOn, status: In(['pending', 'verified']) }, { status: 'expired' });
        if (affected !== 1) return;
        const chef = await manager.findOneByOrFail(Chef, { id: credential.chefId });
        await ctx.jobs.enqueue(manager, 'email', credentialExpiredEmail(chef.email, chef.name, CREDENTIAL_KIND_LABELS[credential.kind], formatLongDay(credential.expiresOn), portalLink()));
      });
    },

    /** The admin's staffing settings. */
    settings(): Promise<StaffingSettingsAnswer> {
      return ctx.db.read(async (manager) => ({ inPersonNeedsFoodsafe: await inPersonNeedsFoodsafe(manager) }));
    },

    updateSettings(admin: AdminPrincipal, change: StaffingSettingsInput): Promise<StaffingSettingsAnswer> {
      return ctx.db.write(async (manager) => {
        await manager.update(StaffingSettings, { id: 1 }, change);
        await recordAudit(manager, admin, null, 'staffing.settings', `In-person needs FOODSAFE: ${change.inPersonNeedsFoodsafe ? 'on' : 'off'}`);
        return { inPersonNeedsFoodsafe: await inPersonNeedsFoodsafe(manager) };
      });
    },
  };
}
