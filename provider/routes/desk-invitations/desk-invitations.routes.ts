import { createRoute } from '@hono/zod-openapi';
import { DeskSession, InvitationAcceptance, InvitationTokenParam } from '../../../contract/desk';
import { jsonBody, jsonResponse, problem } from '../../http/openapi-responses';

export const acceptInvitationRoute = createRoute({
  method: 'post',
  path: '/desk/invitations/{token}/accept',
  tags: ['Desk operators'],
  summary: 'Accepts an invitation with the new operator\'s name and password; the operator is signed in at once',
  request: { params: InvitationTokenParam, body: jsonBody(InvitationAcceptance, 'Name and password') },
  responses: {
    200: jsonResponse(DeskSession, 'The new operator, signed in'),
    400: problem('Malformed token or body (VALIDATION_FAILED)'),
    404: problem('The link is unknown, used already or expired (INVITATION_INVALID), or unknown tenant (TENANT_NOT_FOUND)'),
    409: problem('An operator of this tenant has the invited address already (EMAIL_TAKEN)'),
  },
});
