import type { CallContext } from '../call-context.js';

/** tRPC's context is the call's context (core/call-context.ts), built per request by app.ts. */
export type InnerContext = CallContext;

/** The request-free context: what tests build for createCaller (no cookies to write). */
export function createContextInner(inner: Partial<InnerContext> & Pick<InnerContext, 'services'>): InnerContext {
  return { business: null, admin: null, chef: null, clientAddress: 'test', sessions: null, ...inner };
}
