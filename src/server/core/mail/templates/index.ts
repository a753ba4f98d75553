import * as business from './business.js';
import * as chef from './chef.js';
import * as support from './support.js';

/**
 * Every email template by name, the name an email job carries. A template exported from one of
 * these modules is registered by that alone. Loaded only when an email is rendered
 * (core/mail/render.ts): React Email's components bring Tailwind's compiler, over a second to
 * load, which a web-only process never needs.
 */
export const templates = { ...business, ...chef, ...support };
