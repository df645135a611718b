import type { KyInstance } from 'ky';
import {
  DeskSession, Operator, RecoveryCodes, TotpEnrolment, type DeskLoginRequest, type InvitationAcceptance,
} from '../../../../contract/desk';
import { DeskDashboard } from '../../../../contract/desk-dashboard';
import { parsed } from './query';

/** The desk's calls (docs/product.md, "Desk"): an operator's session and profile, the dashboard; the client carries the operator token. */
export const deskCalls = (http: KyInstance) => ({
  deskLogIn: (body: DeskLoginRequest) => parsed(http.post('desk/session', { json: body }), DeskSession),
  deskLogOut: () => http.delete('desk/session'),
  getOperator: () => parsed(http.get('desk/me'), Operator),
  getDeskDashboard: () => parsed(http.get('desk/dashboard'), DeskDashboard),
  startTotp: () => parsed(http.post('desk/me/totp'), TotpEnrolment),
  confirmTotp: (code: string) => parsed(http.post('desk/me/totp/confirm', { json: { code } }), RecoveryCodes),
  acceptInvitation: (token: string, body: InvitationAcceptance) =>
    parsed(http.post(`desk/invitations/${encodeURIComponent(token)}/accept`, { json: body }), DeskSession),
});
