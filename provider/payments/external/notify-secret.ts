import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ProviderEnv } from '../../env';
import { configuredOrKeptSecret } from '../../security/data-dir-secret';

const secrets = new WeakMap<ProviderEnv, Buffer>();

/** The key payment notifications are signed with: PAYMENT_NOTIFY_SECRET, else one kept in DATA_DIR. */
export function paymentNotifySecret(env: ProviderEnv): Buffer {
  let secret = secrets.get(env);
  if (!secret) {
    secret = configuredOrKeptSecret(env.PAYMENT_NOTIFY_SECRET, env.DATA_DIR, 'payment-notify-secret', 'PAYMENT_NOTIFY_SECRET');
    secrets.set(env, secret);
  }
  return secret;
}

/** hex(HMAC-SHA256(secret, raw body)): the X-Signature of a notification. */
export const signNotification = (secret: Buffer, rawBody: string): string => createHmac('sha256', secret).update(rawBody).digest('hex');

export function isValidSignature(secret: Buffer, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signNotification(secret, rawBody), 'hex'), Buffer.from(signature, 'hex'));
}
