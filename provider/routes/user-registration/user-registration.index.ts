import { createRouter } from '../../http/create-router';
import * as handlers from './user-registration.handlers';
import * as routes from './user-registration.routes';

export const userRegistrationRouter = createRouter()
  .openapi(routes.sendEmailCodeRoute, handlers.sendEmailCode)
  .openapi(routes.verifyEmailCodeRoute, handlers.verifyEmailCode)
  .openapi(routes.verifyPromotionCodeRoute, handlers.verifyPromotionCode)
  .openapi(routes.checkEmailAvailableRoute, handlers.checkEmailAvailable)
  .openapi(routes.signupRoute, handlers.signup);
