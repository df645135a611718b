import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { ExternalNotification, ExternalPayRequest, ExternalProvider } from '../../../contract/payments';
import type { ProviderEnv } from '../../env';
import type { AppBindings, AppRouteHandler } from '../../http/app-bindings';
import { ProblemError } from '../../http/problem';
import {
  acceptNotification, externalPaymentByToken, notificationRejected, openExternalPayment, verifySandboxNotification,
} from '../../payments/external/external-payments';
import { createSnapTransaction, verifyMidtransNotification } from '../../payments/external/midtrans';
import { availableProviders, providerMode, realCurrencyOf, requireAvailable } from '../../payments/external/available-providers';
import { paymentNotifySecret, signNotification } from '../../payments/external/notify-secret';
import { ownReturnAddress } from '../../payments/external/return-address';
import { sandboxPageHtml } from '../../payments/external/sandbox-page';
import { ownerOf } from '../../http/request-owner';
import { requestedLanguage } from '../../tenancy/content-languages';
import { publicOrigin } from '../../uploads/public-origin';
import type { midtransRoute, onePayRoute, paymentMethodsRoute, waafiPayRoute } from './external-payments.routes';

/** Where the sandbox stands in for the provider: its hosted page, served by this API. */
export const SANDBOX_PAGE_PATH = '/api/sandbox-pay';
const SESSION_MINUTES = 30;

/** Opens a session of a provider the tenant's shoppers may pay through, returning to an address on this site. */
async function openSession(c: Context<AppBindings>, provider: ExternalProvider, request: ExternalPayRequest) {
  const { env, tenant } = c.var;
  requireAvailable(env, tenant, provider);
  const returnUrl = ownReturnAddress(c, request.domainUrl);
  const currency = realCurrencyOf(env, provider);
  const chargeIn = currency ? { currency, cnyExchangeRate: tenant.cnyExchangeRate } : null;
  return openExternalPayment(c.var.db, ownerOf(c), provider, { ...request, domainUrl: returnUrl }, chargeIn, c.var.clock());
}

/** A sandbox session: the hosted page is this API's own. */
async function open(c: Context<AppBindings>, provider: ExternalProvider, request: ExternalPayRequest) {
  const session = await openSession(c, provider, request);
  const url = `${publicOrigin(c.req.raw, c.var.env.PUBLIC_URL)}${SANDBOX_PAGE_PATH}/${session.token}`;
  return { session, url, expires: new Date(c.var.clock().getTime() + SESSION_MINUTES * 60_000) };
}

export const paymentMethods: AppRouteHandler<typeof paymentMethodsRoute> = (c) =>
  c.json({ providers: [...availableProviders(c.var.env, c.var.tenant)] }, 200);

export const onePay: AppRouteHandler<typeof onePayRoute> = async (c) => {
  const { session, url, expires } = await open(c, 'ONEPAY', c.req.valid('json'));
  return c.json({ code: '0000', message: 'success', data: { payCode: session.token, payUrl: url, expireTime: expires.toISOString() } }, 200);
};

export const midtrans: AppRouteHandler<typeof midtransRoute> = async (c) => {
  const { env } = c.var;
  if (providerMode(env, 'MIDTRANS') !== 'REAL' || !env.MIDTRANS_SERVER_KEY) {
    const { session, url } = await open(c, 'MIDTRANS', c.req.valid('json'));
    return c.json({ token: session.token, redirect_url: url }, 200);
  }
  const session = await openSession(c, 'MIDTRANS', c.req.valid('json'));
  const finish = new URL(session.returnUrl);
  finish.searchParams.set('paymentNo', c.req.valid('json').orderPay);
  const snap = await createSnapTransaction({ serverKey: env.MIDTRANS_SERVER_KEY, apiUrl: env.MIDTRANS_API_URL }, {
    orderId: session.token, grossAmount: session.chargeAmount ?? session.amountFen, finishUrl: finish.toString(),
  });
  return c.json({ token: snap.token, redirect_url: snap.redirect_url }, 200);
};

export const waafiPay: AppRouteHandler<typeof waafiPayRoute> = async (c) => {
  const request = c.req.valid('json');
  const { session, url } = await open(c, 'WAAFIPAY', request);
  return c.json({
    schemaVersion: '1.0', timestamp: c.var.clock().toISOString(), responseId: randomBytes(8).toString('hex'), responseCode: '2001',
    errorCode: '0', responseMsg: 'RCS_SUCCESS', params: { hppUrl: url, orderId: request.orderPay, referenceId: session.token, hppRequestId: String(session.id) },
  }, 200);
};

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const PROVIDERS: Record<string, ExternalProvider> = { onepay: 'ONEPAY', midtrans: 'MIDTRANS', waafipay: 'WAAFIPAY' };
const notFound = () => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such payment session.' });

/** The session a sandbox page names: never one of a provider taken for real, which its own page settles. */
async function sandboxSession(c: Context<AppBindings>) {
  const token = c.req.param('token') ?? '';
  const session = TOKEN.test(token) ? await externalPaymentByToken(c.var.db, token) : null;
  if (!session || providerMode(c.var.env, session.provider) !== 'SANDBOX') throw notFound();
  return { token, session };
}

/** GET /api/sandbox-pay/{token}: the hosted page. */
export async function sandboxPage(c: Context<AppBindings>): Promise<Response> {
  const { token, session } = await sandboxSession(c);
  const language = requestedLanguage(c.req.query('lang') ?? c.req.header('Accept-Language')) ?? 'en';
  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'");
  return c.html(sandboxPageHtml({
    language, provider: session.provider, paymentNo: session.paymentNo, amountFen: session.amountFen,
    action: `${SANDBOX_PAGE_PATH}/${token}`, open: session.status === 'OPEN',
  }));
}

/**
 * POST /api/sandbox-pay/{token}: the shopper approved or declined on the hosted page. Playing the
 * provider, the sandbox signs a notification and hands it to the same check a real callback
 * passes, then sends the shopper back to the site.
 */
export async function sandboxDecision(c: Context<AppBindings>): Promise<Response> {
  const { token, session } = await sandboxSession(c);
  const form = await c.req.formData();
  const result = form.get('result') === 'APPROVED' ? 'APPROVED' : 'DECLINED';
  const body = JSON.stringify({ notificationId: randomBytes(12).toString('base64url'), token, result, amount: session.amountFen });
  const secret = paymentNotifySecret(c.var.env);
  await acceptNotification(c.var, session.provider, verifySandboxNotification(secret, body, signNotification(secret, body)), c.var.clock());
  const back = new URL(session.returnUrl);
  back.searchParams.set('paymentNo', session.paymentNo);
  back.searchParams.set('result', result);
  return c.redirect(back.toString(), 303);
}

/**
 * The notification of a provider, verified its own way: Midtrans's signature_key when it is
 * taken for real, the sandbox's X-Signature on a demo. `null`: verified, but nothing to change
 * (a transaction still pending).
 */
function verifiedNotification(env: ProviderEnv, provider: ExternalProvider, rawBody: string, signature: string | undefined): ExternalNotification | null {
  const mode = providerMode(env, provider);
  if (mode === 'SANDBOX') return verifySandboxNotification(paymentNotifySecret(env), rawBody, signature);
  if (mode === 'REAL' && provider === 'MIDTRANS' && env.MIDTRANS_SERVER_KEY) {
    const verified = verifyMidtransNotification(env.MIDTRANS_SERVER_KEY, rawBody);
    if (!verified) throw notificationRejected('The signature does not match.');
    return verified.notification;
  }
  throw new ProblemError({ status: 404, code: 'PAYMENT_METHOD_UNAVAILABLE', detail: `This site takes no payments through ${provider}.` });
}

/** POST /api/payment-notifications/{provider}: a provider's signed callback. */
export async function paymentNotification(c: Context<AppBindings>): Promise<Response> {
  const provider = PROVIDERS[c.req.param('provider') ?? ''];
  if (!provider) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'No such payment provider.' });
  const rawBody = await c.req.text();
  if (rawBody.length > 8192) throw notificationRejected('The notification is too large.');
  const notification = verifiedNotification(c.var.env, provider, rawBody, c.req.header('X-Signature'));
  if (!notification) return c.json({ status: 'OPEN' }, 200);
  const session = await acceptNotification(c.var, provider, notification, c.var.clock());
  return c.json({ status: session.status }, 200);
}
