import { createRouter } from '../../http/create-router';
import * as handlers from './user-feedback.handlers';
import * as routes from './user-feedback.routes';

export const userFeedbackRouter = createRouter().openapi(routes.listFeedbackRoute, handlers.listFeedback);
