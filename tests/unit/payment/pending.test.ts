import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../contract/payments';
import { pendingSelection, toggleAll, toggleOne } from '../../../src/lib/payment/pending';

const payment = (no: string, amount: number, status: Payment['status'] = 'UNPAID'): Payment => ({
  id: amount, paymentNo: no, kind: 'ORDER', orderId: 1, transitOrderId: null, orderNo: 'PO1', amount, status, method: null, priceChange: null, paidAt: null, createdAt: '2026-11-23T00:00:00Z',
});
const list = [payment('PY1', 1000), payment('PY2', 250), payment('PY3', 99, 'PAID')];

describe('pending payments selection', () => {
  it('sums the chosen unpaid payments only', () => {
    expect(pendingSelection(list, new Set(['PY1', 'PY3', 'PY9']))).toEqual({ paymentNos: ['PY1'], total: 1000 });
  });

  it('selects every unpaid payment, then none', () => {
    const all = toggleAll(list, new Set(['PY1']));
    expect([...all]).toEqual(['PY1', 'PY2']);
    expect(toggleAll(list, all).size).toBe(0);
  });

  it('toggles one', () => {
    expect([...toggleOne(new Set(['PY1']), 'PY2')]).toEqual(['PY1', 'PY2']);
    expect([...toggleOne(new Set(['PY1']), 'PY1')]).toEqual([]);
  });
});
