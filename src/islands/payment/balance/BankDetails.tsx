import type { DepositChannel } from '../../../../contract/user-account';
import type { TFunction } from '../../../lib/i18n/translator';

/**
 * Where a bank transfer goes (docs/product.md, "Deposits"): bank, account name and number, SWIFT
 * code and the tenant's own instructions in the page's language. The deposit dialog and the
 * payment guide both show it, from the same deposit channels.
 */
export function BankDetails({ bank, t }: { bank: DepositChannel; t: TFunction }) {
  return (
    <div className="space-y-2 rounded-md bg-gray-50 p-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-gray-700">{t('payment:deposit.bank')}</dt><dd>{bank.bankName}</dd>
        <dt className="text-gray-700">{t('payment:deposit.account-name')}</dt><dd>{bank.accountName}</dd>
        <dt className="text-gray-700">{t('payment:deposit.account-no')}</dt><dd className="font-mono" dir="ltr">{bank.accountNo}</dd>
        {bank.swiftCode && <><dt className="text-gray-700">{t('payment:deposit.swift')}</dt><dd className="font-mono" dir="ltr">{bank.swiftCode}</dd></>}
      </dl>
      {bank.instructions && <p className="whitespace-pre-line text-gray-800" data-deposit-instructions>{bank.instructions}</p>}
    </div>
  );
}
