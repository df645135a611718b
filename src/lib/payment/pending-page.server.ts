import type { ApiClient } from '../api/client';
import { loadPendingData, type PendingPageData } from './pending-data';

export type { PendingPageData } from './pending-data';

/** `/my/pending-payments`: the unpaid payments and the balance that pays them, both critical. */
export const loadPendingPage = (api: ApiClient): Promise<PendingPageData> => loadPendingData(api);
