import { billingAddresses, userAddresses } from '../../db/schema';
import type { AppRouteHandler } from '../../http/app-bindings';
import { wholeList } from '../../http/lists';
import { deleteAddress, listAddresses, saveAddress } from '../../users/address-book';
import type { billingAddressRoutes, userAddressRoutes } from './address-books.routes';

// Each handler hands its table to the address book; the typed route checks what comes back.

export const listUserAddresses: AppRouteHandler<typeof userAddressRoutes.list> = async (c) =>
  c.json(wholeList(await listAddresses(c.var.db, userAddresses, c.var.user)), 200);

export const saveUserAddress: AppRouteHandler<typeof userAddressRoutes.save> = async (c) =>
  c.json(await saveAddress(c.var.db, userAddresses, c.var.user, c.req.valid('json')), 200);

export const deleteUserAddress: AppRouteHandler<typeof userAddressRoutes.remove> = async (c) => {
  await deleteAddress(c.var.db, userAddresses, c.var.user, c.req.valid('param').id);
  return c.body(null, 204);
};

export const listBillingAddresses: AppRouteHandler<typeof billingAddressRoutes.list> = async (c) =>
  c.json(wholeList(await listAddresses(c.var.db, billingAddresses, c.var.user)), 200);

export const saveBillingAddress: AppRouteHandler<typeof billingAddressRoutes.save> = async (c) =>
  c.json(await saveAddress(c.var.db, billingAddresses, c.var.user, c.req.valid('json')), 200);

export const deleteBillingAddress: AppRouteHandler<typeof billingAddressRoutes.remove> = async (c) => {
  await deleteAddress(c.var.db, billingAddresses, c.var.user, c.req.valid('param').id);
  return c.body(null, 204);
};
