/**
 * Server messages the client acts on, not only shows: the server answers with these and the
 * client compares with them, so the two cannot drift apart.
 */

/** Every call that needs a session the caller lacks (or whose session has ended): a 401. */
export const NOT_SIGNED_IN = 'Please log in to continue';

/**
 * A failed sign-in with a username and password (DECISIONS.md section 2): the same words whether
 * the username exists, the password is wrong or too long to be one; the login pages show them too.
 */
export const INVALID_LOGIN = 'Invalid username or password';

/** A booking or a change that would take the labor bank below zero: a 409. */
export const NOT_ENOUGH_HOURS = 'Not enough hours in your labor bank';

/**
 * A rating without 1 to 5 stars (DECISIONS.md section 10): the API's answer, and what the rating
 * panel says before sending. Here rather than in schemas/ratings.ts so that the panel, on the
 * dashboard's first screen, does not bring zod with it.
 */
export const RATING_STARS_MESSAGE = 'Please choose from 1 to 5 stars';
