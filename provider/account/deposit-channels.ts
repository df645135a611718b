import type { DepositChannel } from '../../contract/user-account';
import type { TenantRow } from '../http/app-bindings';

/** ¥10.00: below it a transfer costs more to handle than it brings. */
const MIN_DEPOSIT_FEN = 1_000;

/**
 * How a tenant takes deposits: a bank transfer to the tenant's account (confirmed by hand once
 * the money is in), or a card/wallet through one of the external providers (confirmed by the
 * provider's signed notification). Every tenant offers all of them for now.
 */
export function depositChannelsOf(tenant: Pick<TenantRow, 'id' | 'name'>): DepositChannel[] {
  return [
    {
      channel: 'BANK_TRANSFER', type: 'BANK_TRANSFER', provider: null, bankName: 'Bank of China, Guangzhou Branch',
      accountName: tenant.name, accountNo: `6217 8570 0000 ${String(tenant.id.length * 1_234).padStart(4, '0')}`, minAmount: MIN_DEPOSIT_FEN,
    },
    { channel: 'CARD_ONEPAY', type: 'EXTERNAL', provider: 'ONEPAY', bankName: null, accountName: null, accountNo: null, minAmount: MIN_DEPOSIT_FEN },
    { channel: 'WALLET_MIDTRANS', type: 'EXTERNAL', provider: 'MIDTRANS', bankName: null, accountName: null, accountNo: null, minAmount: MIN_DEPOSIT_FEN },
    { channel: 'WALLET_WAAFIPAY', type: 'EXTERNAL', provider: 'WAAFIPAY', bankName: null, accountName: null, accountNo: null, minAmount: MIN_DEPOSIT_FEN },
  ];
}
