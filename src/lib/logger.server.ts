import { createLogger } from '../../contract/logging.server';

/**
 * The storefront's server log, on the provider's rules: structured lines, no personal data,
 * errors as `{ err }` (class, code and status, never the message, which may hold a URL with an
 * e-mail address in its query).
 */
export const log = createLogger('storefront');
