import { randomBytes } from 'node:crypto';
import type { ApiKeyAnswer, CreatedApiKeyAnswer } from '../../../common/schemas/answers/integrations.js';
import { API_KEY_NOT_FOUND, type CreateApiKeyInput } from '../../../common/schemas/integrations.js';
import type { ApiKeyRole } from '../../../common/team.js';
import { columnParameter, returnedRows, rawRowReader, sqlStatements } from '../../core/db/statements.js';
import { AppError } from '../../core/errors.js';
import type { ApiKeyPrincipal, BusinessPrincipal, ServiceContext } from '../../core/service-context.js';
import { tokenDigest } from '../accounts/index.js';
import { ApiKey } from './entities.js';
import { apiKeySql } from './queries.js';

/** DECISIONS.md section 19: 600 calls in a window of 60 s that starts with the first call after the last one ended. */
export const API_KEY_CALLS_PER_WINDOW = 600;
const WINDOW_MS = 60_000;
const MINUTE_MS = 60_000;
/** What the owner recognises a key by: `cc_` and its next 8 characters. */
const PREFIX_LENGTH = 11;

const apiKeyStatements = sqlStatements(apiKeySql);

/** What a call with a valid key may do now: who it acts as, and where its window stands. */
export interface KeyCall {
  principal: ApiKeyPrincipal;
  /** The calls a window allows. */
  limit: number;
  /** The calls left in the window after this one, never below 0. */
  remaining: number;
  /** Seconds until the window ends: when the next window may start. */
  resetSeconds: number;
  /** Over the limit: this call is answered 429. */
  refused: boolean;
}

function toApiKeyAnswer(key: ApiKey): ApiKeyAnswer {
  return { id: key.id, name: key.name, role: key.role, prefix: key.prefix, createdAt: key.createdAt.toISOString(), lastUsedAt: key.lastUsedAt?.toISOString() ?? null };
}

/** A new key: `cc_` and 43 characters of base64url (32 random bytes). */
function newKey(): string {
  return `cc_${randomBytes(32).toString('base64url')}`;
}

/** A business's API keys (DECISIONS.md section 19): made and revoked by an owner, each acting for the business in its role. */
export function createApiKeyService(ctx: ServiceContext) {
  return {
    /** A new key, shown this once: only its SHA-256 is kept. */
    async create(principal: BusinessPrincipal, input: CreateApiKeyInput): Promise<Omit<CreatedApiKeyAnswer, 'success'>> {
      const key = newKey();
      const row = { businessId: principal.businessId, name: input.name, role: input.role, keyHash: tokenDigest(key), prefix: key.slice(0, PREFIX_LENGTH), createdAt: ctx.now(), lastUsedAt: null, windowStartedAt: null, windowCalls: 0 };
      const { identifiers } = await ctx.db.write((manager) => manager.insert(ApiKey, row));
      return { apiKey: toApiKeyAnswer({ ...row, id: identifiers[0]?.id as number }), key };
    },

    /** The business's keys, oldest first, without the keys themselves. */
    async list(principal: BusinessPrincipal): Promise<ApiKeyAnswer[]> {
      const keys = await ctx.db.read((manager) => manager.find(ApiKey, { where: { businessId: principal.businessId }, order: { id: 'ASC' } }));
      return keys.map(toApiKeyAnswer);
    },

    /** Deletes the key: its next call finds no key and is refused. Another business's key is not found. */
    async revoke(principal: BusinessPrincipal, keyId: number): Promise<void> {
      const { affected } = await ctx.db.write((manager) => manager.delete(ApiKey, { id: keyId, businessId: principal.businessId }));
      if (!affected) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND);
    },

    /** Counts one call with `key` in its window and says who it acts as; null for an unknown or revoked key. */
    async call(key: string): Promise<KeyCall | null> {
      const now = ctx.now();
      const row = await ctx.db.write(async (manager) => {
        const date = (value: Date) => columnParameter(manager, ApiKey, 'windowStartedAt', value);
        const lastUsedAt = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
        const windowEnded = date(new Date(now.getTime() - WINDOW_MS));
        const [raw] = await returnedRows<Record<string, unknown>>(manager, apiKeyStatements(manager).call, [windowEnded, windowEnded, date(now), date(lastUsedAt), tokenDigest(key)]);
        if (!raw) return null;
        return { ...rawRowReader(manager, ApiKey, ['id', 'businessId', 'name', 'role', 'windowStartedAt', 'windowCalls'])(raw), contactId: Number(raw.contactId) };
      });
      if (!row) return null;
      const windowEndsAt = row.windowStartedAt!.getTime() + WINDOW_MS;
      const calls = Number(row.windowCalls);
      return {
        principal: { kind: 'business', businessId: Number(row.businessId), contactId: row.contactId, role: row.role as ApiKeyRole, accountId: null, memberId: null, apiKey: { id: Number(row.id), name: row.name } },
        limit: API_KEY_CALLS_PER_WINDOW,
        remaining: Math.max(0, API_KEY_CALLS_PER_WINDOW - calls),
        resetSeconds: Math.max(1, Math.ceil((windowEndsAt - now.getTime()) / 1000)),
        refused: calls > API_KEY_CALLS_PER_WINDOW,
      };
    },
  };
}
