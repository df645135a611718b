import { createRouter } from '../../http/create-router';
import * as handlers from './desk-how-to.handlers';
import * as routes from './desk-how-to.routes';

export const deskHowToRouter = createRouter()
  .openapi(routes.listHowToStepsRoute, handlers.listSteps)
  .openapi(routes.addHowToStepRoute, handlers.addStep)
  .openapi(routes.updateHowToStepRoute, handlers.updateStep)
  .openapi(routes.removeHowToStepRoute, handlers.removeStep)
  .openapi(routes.moveHowToStepRoute, handlers.moveStep);
