import type { EntityManager } from 'typeorm';
import type { CreatedByAnswer } from '../../common/schemas/answers/shared.js';
import { NO_LONGER_MEMBER } from '../../common/team.js';
import { actorSql } from './actor-queries.js';
import { isPostgres } from './db/locks.js';
import type { Member } from './db/entities/member.js';
import { sqlStatements } from './db/statements.js';
import { AppError, notSignedIn } from './errors.js';
import type { BusinessPrincipal } from './service-context.js';

/**
 * Who made a record, as bookings and orders keep it (DECISIONS.md section 18): the member's id
 * and name as they were then, so the record still says who after the member leaves.
 */
export interface Actor {
  /** The member's id; null for what no member made (an API key). */
  memberId: number | null;
  name: string;
}

/** The columns a record keeps its actor in: both null for what was made before teams or by an admin. */
export interface ActorColumns {
  createdByMemberId: number | null;
  createdByName: string | null;
}

/**
 * The one place a business call's actor is decided, read in the caller's transaction: an API key
 * by its name, a person by the member's name now. A member removed since their call began makes
 * nothing.
 */
const actorStatements = sqlStatements(actorSql);

export async function actorOf(manager: EntityManager, principal: BusinessPrincipal): Promise<Actor> {
  if (principal.apiKey) return { memberId: null, name: `API key: ${principal.apiKey.name}` };
  const [member] = (await manager.query(actorStatements(manager).actor, [principal.memberId, principal.businessId])) as Pick<Member, 'firstName' | 'lastName'>[];
  if (!member) throw new AppError('FORBIDDEN', NO_LONGER_MEMBER);
  return { memberId: principal.memberId, name: `${member.firstName} ${member.lastName}`.trim() };
}

/**
 * Refuses what a business would make (a booking, a series, an order) once it is closed, as the
 * session or key that called ended with it: a caller let in just before a close committed (an
 * API key, or a session read first) makes nothing on it. On PostgreSQL the business stays open
 * until the caller's transaction commits (its row is read FOR KEY SHARE, which a close's lock for
 * update waits for; the close then cancels what was made with the rest); on SQLite the write
 * lock does the same.
 */
export async function assertBusinessOpen(manager: EntityManager, businessId: number): Promise<void> {
  const sql = actorStatements(manager);
  const open = (await manager.query(isPostgres(manager) ? sql.openBusinessShared : sql.openBusiness, [businessId])) as unknown[];
  if (open.length === 0) throw notSignedIn();
}

/** An actor as its record stores it. */
export function actorColumns(actor: Actor | null): ActorColumns {
  return { createdByMemberId: actor?.memberId ?? null, createdByName: actor?.name ?? null };
}

/** A record's `createdBy` as the answers show it. */
export function createdByAnswerOf(record: ActorColumns): CreatedByAnswer {
  return record.createdByName === null ? null : { id: record.createdByMemberId === null ? null : Number(record.createdByMemberId), name: record.createdByName };
}
