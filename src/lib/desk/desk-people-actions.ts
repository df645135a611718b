import type { InvitationRequest, OperatorUpdate } from '../../../contract/desk';
import type { ShopperMessage } from '../../../contract/desk-shoppers';
import { browserApi } from '../api/browser';

/**
 * The desk's people actions in the browser (docs/product.md, "Desk"): a message to a shopper,
 * an operator invited or changed, the second factor set up. The `/api/desk` forwarder sends the
 * operator cookie's token.
 */
export const messageShopper = (shopperId: number, message: ShopperMessage) => browserApi().notifyShopper(shopperId, message);

export const inviteOperator = (request: InvitationRequest) => browserApi().inviteOperator(request);

export const changeOperator = (id: number, change: OperatorUpdate) => browserApi().updateOperator(id, change);

export const startSecondFactor = () => browserApi().startTotp();

export const confirmSecondFactor = (code: string) => browserApi().confirmTotp(code);
