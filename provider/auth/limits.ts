import type { EmailCodePurpose } from '../../contract/user';
import type { Limit } from './rate-limiter';

const MINUTE_MS = 60_000;

/** Wrong authenticator codes while setting up the second factor, per operator and per client. */
export const totpSetupLimits = (operatorId: number, client: string): Limit[] => [
  { key: `desk-totp-setup:${operatorId}`, max: 5, windowMs: 15 * MINUTE_MS },
  { key: `desk-totp-setup-client:${client}`, max: 30, windowMs: 15 * MINUTE_MS, clientWide: true },
];

/** One code per address and purpose a minute; a client may ask for a few dozen an hour. */
export const RESEND_AFTER_SECONDS = 60;
export const codeSendLimits = (email: string, purpose: EmailCodePurpose, client: string): Limit[] => [
  { key: `code-send:${purpose}:${email}`, max: 1, windowMs: RESEND_AFTER_SECONDS * 1000 },
  { key: `code-send-client:${client}`, max: 60, windowMs: 60 * MINUTE_MS },
];

/**
 * Wrong codes: each code is void after five (see email-codes.ts); these limits stop a guesser
 * who keeps asking for new codes, per address and per client.
 */
export const codeCheckLimits = (email: string, client: string): Limit[] => [
  { key: `code-check:${email}`, max: 10, windowMs: 60 * MINUTE_MS },
  { key: `code-check-client:${client}`, max: 30, windowMs: 15 * MINUTE_MS, clientWide: true },
];

/**
 * Look-ups that answer whether something exists (an e-mail's account, a promotion code): enough
 * for a sign-up form, too few to enumerate accounts or guess codes, per client address.
 */
export const lookupLimits = (what: 'email' | 'promotion-code', client: string): Limit[] => [
  { key: `lookup-${what}:${client}`, max: 60, windowMs: 15 * MINUTE_MS },
];

/** Upload tokens: one per photo a shopper searches by; a few a minute is generous. */
export const uploadTokenLimits = (client: string, userId: string | null): Limit[] => [
  { key: `upload-token-client:${client}`, max: 60, windowMs: 60 * MINUTE_MS },
  ...(userId ? [{ key: `upload-token-user:${userId}`, max: 60, windowMs: 60 * MINUTE_MS }] : []),
];

/** Bytes of image-search uploads per client address and per shopper, a day (UPLOAD_DAILY_BYTES_PER_CLIENT). */
export const uploadByteLimits = (client: string, userId: string | null, maxBytes: number): Limit[] => [
  { key: `upload-bytes-client:${client}`, max: maxBytes, windowMs: 24 * 60 * MINUTE_MS },
  ...(userId ? [{ key: `upload-bytes-user:${userId}`, max: maxBytes, windowMs: 24 * 60 * MINUTE_MS }] : []),
];
