import { describe, expect, it } from 'vitest';
import { hostedPayResultOf } from '../../../src/lib/payment/hosted-pay-result';

describe('the outcome a hosted payment page sends the shopper back with', () => {
  it('reads an approved or declined payment', () => {
    expect(hostedPayResultOf(new URLSearchParams('paymentNo=PY2611230100001&result=APPROVED'))).toEqual({ paymentNo: 'PY2611230100001', approved: true });
    expect(hostedPayResultOf(new URLSearchParams('paymentNo=PY2611230100001&result=DECLINED'))).toEqual({ paymentNo: 'PY2611230100001', approved: false });
  });

  it.each(['', 'result=APPROVED', 'paymentNo=PY2611230100001', 'paymentNo=<b>x</b>&result=APPROVED', 'paymentNo=PY2611230100001&result=PAID'])('ignores %j', (search) => {
    expect(hostedPayResultOf(new URLSearchParams(search))).toBeNull();
  });
});
