import type { AdjustmentRequest, DeskRefundRequest, FourEyesSettings, MoneyActionOutcome } from '../../../contract/desk-money';
import { browserApi } from '../api/browser';

/*
 * The money desk's actions in the browser (docs/product.md, "Desk"): each row's step and the
 * request forms, through the typed client (the forwarder adds the operator token).
 */

/** A row's step: confirm or reject a deposit, approve, pay out or reject a withdrawal, approve or decline an approval. */
export type MoneyStep = 'confirm' | 'approve' | 'decline' | 'pay' | 'reject';
export type MoneyRowKind = 'deposit' | 'withdrawal' | 'approval';

/** Takes `step` on the record; `text` is the reason or bank reference typed for it. */
export function takeMoneyStep(kind: MoneyRowKind, id: number, step: MoneyStep, text: string): Promise<unknown> {
  const api = browserApi();
  if (kind === 'deposit') return step === 'confirm' ? api.confirmDeskDeposit(id) : api.rejectDeskDeposit(id, text);
  if (kind === 'approval') return step === 'approve' ? api.approveMoneyApproval(id) : api.declineMoneyApproval(id);
  if (step === 'approve') return api.approveDeskWithdrawal(id);
  return step === 'pay' ? api.payDeskWithdrawal(id, text) : api.rejectDeskWithdrawal(id, text);
}

export const refundOnDesk = (request: DeskRefundRequest): Promise<MoneyActionOutcome> => browserApi().refundOrderOnDesk(request);
export const adjustOnDesk = (request: AdjustmentRequest): Promise<MoneyActionOutcome> => browserApi().adjustBalanceOnDesk(request);
export const saveFourEyes = (settings: FourEyesSettings): Promise<FourEyesSettings> => browserApi().setFourEyes(settings);
