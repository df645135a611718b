import { createRouter } from '../../http/create-router';
import * as handlers from './addresses.handlers';
import * as routes from './addresses.routes';

export const addressesRouter = createRouter()
  .openapi(routes.listSupportedCountriesRoute, handlers.listSupportedCountries)
  .openapi(routes.listAddressDistrictsRoute, handlers.listAddressDistricts)
  .openapi(routes.listMultipleAddressDistrictsRoute, handlers.listMultipleAddressDistricts)
  .openapi(routes.listTwoAddressDistrictsRoute, handlers.listTwoAddressDistricts);
