/** A REST call's refusal: the server's status, its message and its per-field messages (DECISIONS.md section 3). */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * A call to the REST API with the session cookie, for the operations that have no tRPC twin
 * (webhooks are an integrator's REST resource). The answer is returned as the server's
 * OpenAPI schema describes it; a failure throws RestError with the server's words.
 */
export async function restCall<Answer>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = typeof answer === 'object' && answer !== null ? (answer as { message?: unknown; errors?: unknown }) : {};
    const fields = typeof refusal.errors === 'object' && refusal.errors !== null ? Object.fromEntries(Object.entries(refusal.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};
    throw new RestError(typeof refusal.message === 'string' ? refusal.message : '', response.status, fields);
  }
  return answer as Answer;
}
