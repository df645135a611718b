import { type Counted, type Limit, latestWindowEnd, type RefusalRule } from './rate-limiter';

const MINUTE_MS = 60_000;
/** Window of the per-address counts, and the longest an account's pace makes an address wait. */
const ADDRESS_WINDOW_MS = 15 * MINUTE_MS;
/** Failures on one account, from every address together within an hour, before its guessers are slowed. */
const ACCOUNT_CEILING = 10;
/** The first wait past the ceiling; it doubles with each further failure on the account. */
const FIRST_DELAY_MS = 30_000;

/**
 * Password failures (login, and the password confirming an e-mail or password change), counted
 * so that nobody can lock an owner out by knowing their e-mail:
 * - per account and client address, five per 15 minutes: past them that address waits out its
 *   window on that account, even with the right password (the owner's other addresses do not);
 * - per client address over all accounts, thirty per 15 minutes: one address cannot try a
 *   password on account after account (shoppers sharing an address not in TRUSTED_PROXIES share it);
 * - per account over all addresses, a ceiling that slows rather than locks: past ten failures in
 *   an hour, an address that has failed on the account spaces its tries by a wait that doubles
 *   with every failure on the account (30 s, 1 min, 2 min… up to 15 min), while an address with
 *   no failure on it, such as the owner's, still gets its try. Many addresses each get a try or
 *   two a quarter-hour, not five.
 * The order matters: passwordRefusal reads the counts in it.
 */
export const passwordLimits = (email: string, client: string): [Limit, Limit, Limit] => [
  // The client first: an address holds no '/', so the key cannot be another pair's.
  { key: `password-account-client:${client}/${email}`, max: 5, windowMs: ADDRESS_WINDOW_MS },
  { key: `password-client:${client}`, max: 30, windowMs: ADDRESS_WINDOW_MS },
  { key: `password-account:${email}`, max: ACCOUNT_CEILING, windowMs: 60 * MINUTE_MS },
];

/** When a password try may run, from the counts of passwordLimits (this try included). */
export const passwordRefusal: RefusalRule = (counts, now) => {
  const [pair, client, account] = counts as readonly [Counted, Counted, Counted];
  const hardLimitEnd = latestWindowEnd([pair, client]);
  if (hardLimitEnd) return hardLimitEnd;
  const failuresPastCeiling = account.count - 1 - ACCOUNT_CEILING;
  const earlierFailures = pair.count - 1;
  if (failuresPastCeiling < 0 || earlierFailures === 0) return null;
  const delayMs = Math.min(ADDRESS_WINDOW_MS, FIRST_DELAY_MS * 2 ** failuresPastCeiling);
  const allowedAt = Math.min(pair.windowEnd.getTime(), pair.windowStart.getTime() + earlierFailures * delayMs);
  return allowedAt > now.getTime() ? new Date(allowedAt) : null;
};

/**
 * Failed desk logins, wrong second-factor codes among them: the shoppers' rules (passwordRefusal),
 * counted apart (an operator's address may also be a shopper's, and neither may lock the other out).
 */
export const deskLoginLimits = (email: string, client: string): [Limit, Limit, Limit] => {
  const [pair, address, account] = passwordLimits(email, client);
  return [{ ...pair, key: `desk-${pair.key}` }, { ...address, key: `desk-${address.key}` }, { ...account, key: `desk-${account.key}` }];
};
