import type { Context } from 'hono';
import type { AccountOwner } from '../db/ownership';
import type { AppBindings } from './app-bindings';

/** The logged-in shopper of the request (after `requireUser`), as the owner of the rows it reads and writes. */
export const ownerOf = (c: Context<AppBindings>): AccountOwner => ({ tenantId: c.var.tenant.id, userId: c.var.user.id });
