import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { NOT_SIGNED_IN } from '../../common/messages';
import { apiErrorMessage, apiErrorStatus, isNotSignedIn } from './apiError';

/** A failed call as the tRPC client hands it over: the server's error shape (core/trpc/init.ts errorFormatter). */
function refusal(httpStatus: number, message: string) {
  return TRPCClientError.from({
    error: { message, code: -32001, data: { code: 'UNAUTHORIZED', httpStatus, path: 'business.dashboard', fieldErrors: null } },
  });
}

describe('isNotSignedIn', () => {
  it("is true for the server's 401 with its not-signed-in message", () => {
    expect(isNotSignedIn(refusal(401, NOT_SIGNED_IN))).toBe(true);
  });

  it('is false for a failed login (a 401 with another message), another status, and no answer at all', () => {
    expect(isNotSignedIn(refusal(401, 'Invalid username or password'))).toBe(false);
    expect(isNotSignedIn(refusal(403, NOT_SIGNED_IN))).toBe(false);
    expect(isNotSignedIn(new TypeError('Failed to fetch'))).toBe(false);
    expect(apiErrorStatus(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('apiErrorMessage', () => {
  it("is the server's message for its refusal", () => {
    expect(apiErrorMessage(refusal(409, 'Not enough hours in your labor bank'), 'Please try again.')).toBe('Not enough hours in your labor bank');
  });

  it("is the screen's own words when no answer came, never the browser's", () => {
    // What the tRPC client hands over when the request never got an answer.
    const offline = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(offline.message).toBe('Failed to fetch');
    expect(apiErrorMessage(offline, 'Your account could not be closed. Please try again.')).toBe('Your account could not be closed. Please try again.');
    expect(apiErrorMessage(new Error('boom'), 'Please try again.')).toBe('Please try again.');
  });
});
