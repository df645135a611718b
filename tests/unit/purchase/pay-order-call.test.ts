import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/lib/api/client';
import { createHttp } from '../../../src/lib/api/http';

/** The client with a fetch that records each request and answers a paid payment. */
function recordingApi() {
  const sent: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init));
    return Response.json({ payments: [], paid: 100, balance: 900 });
  };
  const api = createApiClient(createHttp({ baseUrl: 'http://shop.test/api/', tenantDomain: 'shop.test', language: 'en', fetch }));
  return { api, sent };
}

describe('paying a purchase order', () => {
  it("goes to the order's own pay route, with the pay password and the attempt's idempotency key", async () => {
    const { api, sent } = recordingApi();
    await api.payPurchaseOrder(12, '135790', 'attempt-1');
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://shop.test/api/front/purchase-orders/12/pay');
    expect(request?.headers.get('Idempotency-Key')).toBe('attempt-1');
    expect(await request?.json()).toEqual({ payPassword: '135790' });
  });
});
