import type { AnyTRPCProcedure, AnyTRPCRouter, TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import type { z } from 'zod';
import type { UnionToIntersection } from '../endpoints/area.js';
import { admitted, type AnyEndpoint, type Endpoint, type EndpointAccess, type InputOf } from '../endpoints/define.js';
import { parseInput } from '../http/errors.js';
import { resolvingProcedure } from './init.js';

/**
 * The tRPC side of the endpoint definitions (core/endpoints/define.ts): each endpoint with a
 * procedure becomes that procedure, and a list of them the nested record the app router is
 * built from, typed so that the client keeps its end-to-end types (every procedure's path,
 * input and answer).
 */

/** The input a client sends (before the schema's defaults and transforms): tRPC's, void without a schema. */
type ClientInput<I> = I extends z.ZodType ? z.input<I> : void;

/** The procedure an endpoint becomes, as tRPC's own builder would type it. */
export type ProcedureOf<E> =
  E extends Endpoint<string, infer K, EndpointAccess, infer I, infer O>
    ? K extends 'query'
      ? TRPCQueryProcedure<{ input: ClientInput<I>; output: O; meta: object }>
      : TRPCMutationProcedure<{ input: ClientInput<I>; output: O; meta: object }>
    : never;

/** `{ business: { bookings: { create: V } } }` from 'business.bookings.create'. */
type Nested<P extends string, V> = P extends `${infer Head}.${infer Rest}` ? { [K in Head]: Nested<Rest, V> } : { [K in P]: V };

/** One endpoint's place in the procedure tree (nothing for a REST-only endpoint). */
type BranchOf<E> = E extends { procedure?: { path: infer P extends string } } ? (string extends P ? never : Nested<P, ProcedureOf<E>>) : never;

/** The nested procedure record of a union of endpoints. */
export type ProcedureTree<E> = UnionToIntersection<BranchOf<E>>;

/** A nested record of procedures and routers, as tRPC's router() takes it. */
export interface ProcedureRecord {
  [name: string]: AnyTRPCProcedure | AnyTRPCRouter | ProcedureRecord;
}

/** The procedure of one endpoint: its access checked first, then its input parsed, then its handler. */
export function procedureOf(endpoint: AnyEndpoint): AnyTRPCProcedure {
  return resolvingProcedure(endpoint.procedure?.type === 'query' ? 'query' : 'mutation', async (ctx, rawInput) => {
    admitted(endpoint.access, ctx);
    const input = endpoint.input ? parseInput(endpoint.input, await rawInput()) : undefined;
    return endpoint.handler(ctx, input as InputOf<typeof endpoint.input>);
  });
}

const isRecord = (value: unknown): value is ProcedureRecord => typeof value === 'object' && value !== null && !('_def' in value);

/**
 * Adds `branch` into `tree` in place. Two procedures at one path would silently keep the later
 * one, so that is refused here, when the app router is composed at start-up.
 */
export function mergeProcedures(tree: ProcedureRecord, branch: ProcedureRecord, at = ''): ProcedureRecord {
  for (const [name, value] of Object.entries(branch)) {
    const path = at ? `${at}.${name}` : name;
    const existing = tree[name];
    if (existing === undefined) tree[name] = isRecord(value) ? mergeProcedures({}, value, path) : value;
    else if (isRecord(existing) && isRecord(value)) mergeProcedures(existing, value, path);
    else throw new Error(`Two procedures are named ${path}`);
  }
  return tree;
}

/** The endpoints' procedures as one nested record (business.bookings.create → { business: { bookings: { create } } }). */
export function procedureRecordOf(endpoints: readonly AnyEndpoint[]): ProcedureRecord {
  const tree: ProcedureRecord = {};
  for (const endpoint of endpoints) {
    if (!endpoint.procedure) continue;
    const names = endpoint.procedure.path.split('.');
    const branch = names.reduceRight<ProcedureRecord | AnyTRPCProcedure>((inner, name) => ({ [name]: inner }), procedureOf(endpoint));
    mergeProcedures(tree, branch as ProcedureRecord);
  }
  return tree;
}
