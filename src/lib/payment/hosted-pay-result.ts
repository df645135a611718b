import { BusinessNo } from '../../../contract/bounds';

/** The outcome the hosted page sent the shopper back with, or null when the address holds none. */
export function hostedPayResultOf(params: URLSearchParams): { paymentNo: string; approved: boolean } | null {
  const paymentNo = BusinessNo.safeParse(params.get('paymentNo'));
  const result = params.get('result');
  if (!paymentNo.success || (result !== 'APPROVED' && result !== 'DECLINED')) return null;
  return { paymentNo: paymentNo.data, approved: result === 'APPROVED' };
}
