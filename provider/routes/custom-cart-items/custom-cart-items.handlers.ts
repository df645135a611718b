import { and, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { customCartItems } from '../../db/schema';
import type { AppBindings, AppRouteHandler } from '../../http/app-bindings';
import { wholeList } from '../../http/lists';
import { ProblemError } from '../../http/problem';
import { ensureWithinOrderFenMax } from '../../payments/amount-bound';
import { ownerOf } from '../../http/request-owner';
import { keepUpload } from '../../uploads/uploaded-key';
import type { addCustomItemRoute, listCustomItemsRoute, removeCustomItemRoute } from './custom-cart-items.routes';
import { ownedBy } from '../../db/ownership';

/** A shopper keeps at most this many custom items, so the list stays one page. */
const CUSTOM_ITEMS_MAX = 100;

const ofShopper = (c: Context<AppBindings>) => ownedBy(customCartItems, ownerOf(c));

async function customItems(c: Context<AppBindings>) {
  const rows = await c.var.db.select().from(customCartItems).where(ofShopper(c)).orderBy(desc(customCartItems.id)).limit(CUSTOM_ITEMS_MAX);
  return wholeList(rows.map((row) => ({
    id: row.id, title: row.title, link: row.link, unitPrice: row.unitPriceFen, quantity: row.quantity, specification: row.specification,
    image: row.imageKey ? c.var.storage.urlFor(row.imageKey) : null, remark: row.remark,
  })));
}

export const listCustomItems: AppRouteHandler<typeof listCustomItemsRoute> = async (c) => c.json(await customItems(c), 200);

export const addCustomItem: AppRouteHandler<typeof addCustomItemRoute> = async (c) => {
  const item = c.req.valid('json');
  ensureWithinOrderFenMax(item.unitPrice * item.quantity, 'The item');
  const existing = await c.var.db.$count(customCartItems, ofShopper(c));
  if (existing >= CUSTOM_ITEMS_MAX) {
    throw new ProblemError({ status: 400, code: 'VALIDATION_FAILED', detail: `At most ${CUSTOM_ITEMS_MAX} custom items.`, errors: [{ path: '', message: 'Too many custom items' }] });
  }
  const imageKey = item.imageKey ? await keepUpload(c.var, c.var.tenant.id, item.imageKey, 'imageKey', c.var.clock()) : null;
  await c.var.db.insert(customCartItems).values({
    ...ownerOf(c), title: item.title, link: item.link, unitPriceFen: item.unitPrice, quantity: item.quantity, specification: item.specification,
    imageKey, remark: item.remark, createdAt: c.var.clock(),
  });
  return c.json(await customItems(c), 200);
};

export const removeCustomItem: AppRouteHandler<typeof removeCustomItemRoute> = async (c) => {
  const removed = await c.var.db.delete(customCartItems).where(and(ofShopper(c), eq(customCartItems.id, c.req.valid('param').id))).returning({ id: customCartItems.id });
  if (removed.length === 0) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such custom item.' });
  return c.json(await customItems(c), 200);
};
