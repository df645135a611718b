import type { KyInstance } from 'ky';
import type { z } from 'zod';
import {
  AuditList, Invitation, Operator, OperatorList, type AuditQuery, type InvitationRequest, type OperatorUpdate,
} from '../../../../contract/desk';
import { parsed, query } from './query';

/** The owner's desk calls (docs/product.md, "Desk calls"): operators, invitations and the audit trail. */
export const deskOperatorCalls = (http: KyInstance) => ({
  listOperators: (pageNo = 1, pageSize = 100) => parsed(http.get('desk/operators', { searchParams: query({ pageNo, pageSize }) }), OperatorList),
  inviteOperator: (body: InvitationRequest) => parsed(http.post('desk/operators', { json: body }), Invitation),
  updateOperator: (id: number, body: OperatorUpdate) => parsed(http.patch(`desk/operators/${id}`, { json: body }), Operator),
  listAudit: ({ operatorId, action, recordType, recordId, dateFrom, dateTo, pageNo, pageSize }: Partial<z.output<typeof AuditQuery>>) =>
    parsed(http.get('desk/audit', { searchParams: query({ operatorId, action, recordType, recordId, dateFrom, dateTo, pageNo, pageSize }) }), AuditList),
});
