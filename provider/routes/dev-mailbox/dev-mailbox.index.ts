import { createRouter } from '../../http/create-router';
import * as handlers from './dev-mailbox.handlers';
import * as routes from './dev-mailbox.routes';

/** Mounted only on a demo start (DEMO) without SMTP; otherwise its path is an ordinary 404. */
export const devMailboxRouter = createRouter().openapi(routes.listMailboxRoute, handlers.listMailbox);
