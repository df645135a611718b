import { confirmDepositIn, depositConfirmedNotice, depositRejectedNotice, rejectDepositIn } from '../../account/deposits';
import type { Database } from '../../db/client';
import { stateConflict } from '../../http/problem';
import { type DeskActor, recordDeskAction } from '../audit';
import { type MoneyDeps, type ShopperNotice, tellShoppers } from './money-deps';

/*
 * A bank transfer's deposit, checked against its certificate (docs/product.md, "Desk"):
 * confirmed (the balance credited once, however many operators click) or rejected with the
 * reason the shopper reads. Card and wallet deposits are decided by their provider, not here.
 */

/** Confirms a pending bank deposit in the caller's transaction (the demo robot calls this in its round); answers whom to tell. */
export async function confirmBankDepositIn(tx: Database, actor: DeskActor, depositId: number, now: Date): Promise<ShopperNotice> {
  const confirmed = await confirmDepositIn(tx, actor.tenantId, { id: depositId }, now);
  if (confirmed.paymentId !== null) throw stateConflict('A card or wallet deposit is confirmed by its payment.');
  await recordDeskAction(tx, actor, {
    action: 'deposit.confirm', recordType: 'deposit', recordId: confirmed.depositNo,
    before: { status: 'PENDING' }, after: { status: confirmed.status, amount: confirmed.amountFen },
  }, now);
  return depositConfirmedNotice(confirmed);
}

export async function confirmBankDeposit(deps: MoneyDeps, actor: DeskActor, depositId: number, now: Date): Promise<void> {
  const notice = await deps.db.transaction((tx) => confirmBankDepositIn(tx, actor, depositId, now));
  await tellShoppers(deps, [notice], now);
}

export async function rejectBankDeposit(deps: MoneyDeps, actor: DeskActor, depositId: number, reason: string, now: Date): Promise<void> {
  const deposit = await deps.db.transaction(async (tx) => {
    const rejected = await rejectDepositIn(tx, actor.tenantId, depositId, reason, now);
    await recordDeskAction(tx, actor, {
      action: 'deposit.reject', recordType: 'deposit', recordId: rejected.depositNo, before: { status: 'PENDING' }, after: { status: rejected.status, reason },
    }, now);
    return rejected;
  });
  await tellShoppers(deps, [depositRejectedNotice(deposit)], now);
}
