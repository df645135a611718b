import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ExternalNotification } from '../../../contract/payments';
import { ProblemError } from '../../http/problem';

/*
 * Midtrans Snap (docs.midtrans.com): the server creates a transaction with its server key (HTTP
 * Basic, the key as user name) and sends the shopper to the answered redirect_url; Midtrans then
 * POSTs a JSON notification to the Payment Notification URL set on its dashboard
 * (/api/payment-notifications/midtrans), signed with
 * signature_key = SHA512(order_id + status_code + gross_amount + server key).
 */

/** Midtrans charges rupiah only, in whole units. */
export const MIDTRANS_CURRENCY = 'IDR';

export interface MidtransConfig {
  serverKey: string;
  /** The API origin: https://app.midtrans.com, or https://app.sandbox.midtrans.com. */
  apiUrl: string;
}

const SnapAnswer = z.object({ token: z.string().min(1).max(200), redirect_url: z.url({ protocol: /^https?$/ }) });
const unavailable = () => new ProblemError({ status: 502, code: 'PAYMENT_METHOD_UNAVAILABLE', detail: 'Midtrans did not open the payment; try again later.' });

/** Creates the Snap transaction of one payment session: `orderId` is the session's token, `grossAmount` in IDR. */
export async function createSnapTransaction(
  config: MidtransConfig, request: { orderId: string; grossAmount: number; finishUrl: string },
): Promise<z.infer<typeof SnapAnswer>> {
  let answer: Response;
  try {
    answer = await fetch(new URL('/snap/v1/transactions', config.apiUrl), {
      method: 'POST',
      headers: {
        Accept: 'application/json', 'Content-Type': 'application/json',
        Authorization: `Basic ${Buffer.from(`${config.serverKey}:`).toString('base64')}`,
      },
      body: JSON.stringify({
        transaction_details: { order_id: request.orderId, gross_amount: request.grossAmount },
        callbacks: { finish: request.finishUrl },
      }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw unavailable();
  }
  const parsed = answer.ok ? SnapAnswer.safeParse(await answer.json().catch(() => null)) : null;
  if (!parsed?.success) throw unavailable();
  return parsed.data;
}

const MidtransNotification = z.object({
  order_id: z.string().max(64),
  status_code: z.string().regex(/^\d{3}$/),
  gross_amount: z.string().regex(/^\d{1,15}\.\d{2}$/),
  signature_key: z.string().regex(/^[0-9a-f]{128}$/),
  transaction_id: z.string().regex(/^[A-Za-z0-9-]{1,50}$/),
  transaction_status: z.string().max(30),
  fraud_status: z.string().max(30).optional(),
});

const sha512 = (text: string) => createHash('sha512').update(text).digest();

/** The outcome a Midtrans transaction status stands for; null while it is still pending (nothing changes). */
function resultOf({ transaction_status: status, fraud_status: fraud }: z.infer<typeof MidtransNotification>): ExternalNotification['result'] | null {
  if (status === 'settlement' || (status === 'capture' && fraud === 'accept')) return 'APPROVED';
  if (['deny', 'cancel', 'expire', 'failure'].includes(status)) return 'DECLINED';
  return null;
}

/**
 * A notification whose signature_key is Midtrans's (else null): the session's token, its
 * outcome (null while pending) and the rupiah charged. One id per transaction status, so a
 * repeated status is a replay while the later settlement of a pending one still counts.
 */
export function verifyMidtransNotification(serverKey: string, rawBody: string): { notification: ExternalNotification | null } | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = MidtransNotification.safeParse(body);
  if (!parsed.success) return null;
  const fields = parsed.data;
  const expected = sha512(`${fields.order_id}${fields.status_code}${fields.gross_amount}${serverKey}`);
  if (!timingSafeEqual(expected, Buffer.from(fields.signature_key, 'hex'))) return null;
  const result = resultOf(fields);
  const notificationId = `midtrans-${fields.transaction_id}-${fields.transaction_status}`.slice(0, 64);
  return {
    notification: result === null ? null : { notificationId, token: fields.order_id, result, amount: Number(fields.gross_amount.slice(0, -3)) },
  };
}
