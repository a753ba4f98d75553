import { expect } from 'vitest';
import { openApiDocument, restOperations } from '../../src/server/openapi.js';

/**
 * Holds a REST answer the tests received to what /api/openapi.json says of it: its
 * status is one the operation documents, and a JSON success answer whose operation names its
 * schema parses with that very zod schema, strictly where the schema is strict. One helper, so
 * every suite that checks answers checks them the same way.
 */

const document = openApiDocument('http://localhost');

/** The operation of a method and a path as the document writes it ('/api/bookings/{id}'). */
function operationOf(method: string, pathTemplate: string) {
  const operation = restOperations.find((candidate) => candidate.method === method.toLowerCase() && candidate.path === pathTemplate);
  if (!operation) throw new Error(`${method} ${pathTemplate} is not in the OpenAPI document`);
  return operation;
}

export function expectDocumentedAnswer(method: string, pathTemplate: string, answer: { status: number; json: unknown }): void {
  const operation = operationOf(method, pathTemplate);
  const documented = Object.keys((document.paths[pathTemplate] as Record<string, { responses: Record<string, unknown> }>)[operation.method]!.responses);
  expect(documented, `${method} ${pathTemplate} answered ${answer.status}, which its entry does not document`).toContain(String(answer.status));
  if (answer.status < 300 && operation.answer) {
    const parsed = operation.answer.safeParse(answer.json);
    expect(parsed.success ? [] : parsed.error.issues, `${method} ${pathTemplate}: the ${answer.status} answer does not match its documented schema`).toEqual([]);
  }
}

/** Each documented path as a pattern, the fixed ones first so /api/chef/me is not taken for /api/chef/{…}. */
const TEMPLATES = [...new Set(restOperations.map(({ path }) => path))]
  .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))
  .map((template) => ({ template, pattern: new RegExp(`^${template.replace(/\./g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`) }));

/**
 * Every answer an ApiClient of the tests receives from a documented REST path is held to the
 * document: the suite's own calls, whatever they test, check the contract
 * as they go. A path the document does not name (the tests of unknown paths) is left alone.
 */
export function holdToDocument(method: string, pathname: string, answer: { status: number; json: unknown }): void {
  const path = pathname.split('?')[0]!;
  if (!path.startsWith('/api/')) return;
  const found = TEMPLATES.find(({ pattern }) => pattern.test(path));
  if (!found || !restOperations.some((operation) => operation.path === found.template && operation.method === method.toLowerCase())) return;
  expectDocumentedAnswer(method, found.template, answer);
}
