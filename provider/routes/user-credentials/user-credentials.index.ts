import { createRouter } from '../../http/create-router';
import * as handlers from './user-credentials.handlers';
import * as routes from './user-credentials.routes';

export const userCredentialsRouter = createRouter()
  .openapi(routes.changeEmailRoute, handlers.changeEmail)
  .openapi(routes.changePasswordRoute, handlers.changePassword)
  .openapi(routes.forgetPasswordRoute, handlers.forgetPassword);
