import { deskActor } from '../../desk/audit';
import { addHowToStep, listHowToSteps, moveHowToStep, removeHowToStep, updateHowToStep } from '../../desk/content/how-to-steps';
import type { AppRouteHandler } from '../../http/app-bindings';
import type * as routes from './desk-how-to.routes';

export const listSteps: AppRouteHandler<typeof routes.listHowToStepsRoute> = async (c) =>
  c.json({ items: await listHowToSteps(c.var.db, c.var.tenant.id, c.req.valid('query').language) }, 200);

export const addStep: AppRouteHandler<typeof routes.addHowToStepRoute> = async (c) =>
  c.json(await addHowToStep(c.var, deskActor(c), c.req.valid('json'), c.var.clock()), 201);

export const updateStep: AppRouteHandler<typeof routes.updateHowToStepRoute> = async (c) =>
  c.json(await updateHowToStep(c.var, deskActor(c), c.req.valid('param').id, c.req.valid('json'), c.var.clock()), 200);

export const removeStep: AppRouteHandler<typeof routes.removeHowToStepRoute> = async (c) => {
  await removeHowToStep(c.var, deskActor(c), c.req.valid('param').id, c.var.clock());
  return c.body(null, 204);
};

export const moveStep: AppRouteHandler<typeof routes.moveHowToStepRoute> = async (c) =>
  c.json({ items: await moveHowToStep(c.var.db, deskActor(c), c.req.valid('param').id, c.req.valid('json'), c.var.clock()) }, 200);
