import type { UserWarehouses } from '../../../contract/transit';
import type { ApiClient } from '../api/client';

/** `/my/warehouses`: the forwarding addresses, the mark code and the inbound parcels are one critical call. */
export const loadWarehousesPage = (api: ApiClient): Promise<UserWarehouses> => api.getUserWarehouses();
