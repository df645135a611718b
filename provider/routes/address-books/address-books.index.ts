import { createRouter } from '../../http/create-router';
import * as handlers from './address-books.handlers';
import { billingAddressRoutes, userAddressRoutes } from './address-books.routes';

export const userAddressesRouter = createRouter()
  .openapi(userAddressRoutes.list, handlers.listUserAddresses)
  .openapi(userAddressRoutes.save, handlers.saveUserAddress)
  .openapi(userAddressRoutes.remove, handlers.deleteUserAddress);

export const billingAddressesRouter = createRouter()
  .openapi(billingAddressRoutes.list, handlers.listBillingAddresses)
  .openapi(billingAddressRoutes.save, handlers.saveBillingAddress)
  .openapi(billingAddressRoutes.remove, handlers.deleteBillingAddress);
