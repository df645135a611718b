import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppBindings } from './app-bindings';
import { validationHook } from './validation-hook';

/** A resource's router; mounted by createProviderApp. */
export const createRouter = () => new OpenAPIHono<AppBindings>({ defaultHook: validationHook });
