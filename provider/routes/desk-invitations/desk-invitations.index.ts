import { createRouter } from '../../http/create-router';
import * as handlers from './desk-invitations.handlers';
import * as routes from './desk-invitations.routes';

export const deskInvitationsRouter = createRouter().openapi(routes.acceptInvitationRoute, handlers.accept);
