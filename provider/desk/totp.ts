import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords (RFC 6238) through the `otpauth` library: HMAC-SHA1, six
 * digits, 30-second steps, the form every authenticator app reads from an otpauth:// URI.
 */
export const STEP_SECONDS = 30;
const DIGITS = 6;
/** One step either side: a phone clock a little off, or a code typed as it changed. */
const DRIFT_STEPS = 1;
const SECRET_BYTES = 20;

const totpOf = (secret: string, issuer = '', account = 'OTPAuth') => new TOTP({
  issuer, label: account, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: DIGITS, period: STEP_SECONDS,
});

/** RFC 4648 base32 without padding, as authenticator apps take a secret. */
export const base32Encode = (bytes: Uint8Array): string => new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;

export const stepAt = (now: Date): number => TOTP.counter({ period: STEP_SECONDS, timestamp: now.getTime() });

/** A new secret, base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: SECRET_BYTES }).base32;

/** The authenticator's code for `secret` at `now`. */
export const totpCodeAt = (secret: string, now: Date): string => totpOf(secret).generate({ timestamp: now.getTime() });

/** The step whose code `code` is, within the allowed drift around `now`; null when none is. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  return delta === null ? null : stepAt(now) + delta;
}

/** The otpauth:// URI an authenticator app adds the account from (Key Uri Format). */
export const otpauthUri = ({ issuer, account, secret }: { issuer: string; account: string; secret: string }): string =>
  totpOf(secret, issuer, account).toString();
