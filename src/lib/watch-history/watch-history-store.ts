import { localStorageAtom } from './local-storage-atom';
import { parseHistory, recordInHistory, toHistoryItem, type WatchHistoryItem } from './watch-history';

/** docs/product.md, "Watch history": the watch history has its own storage key (each tenant is its own origin). */
export const WATCH_HISTORY_KEY = 'sf_watch_history';

const history = localStorageAtom<WatchHistoryItem[]>(WATCH_HISTORY_KEY, [], parseHistory);

/** The shopper's recently viewed products, newest first; empty on the server and until mounted. */
export const $watchHistory = history.$value;

export const recordView = (item: WatchHistoryItem): void => history.update((list) => recordInHistory(list, toHistoryItem(item)));

export const clearWatchHistory = (): void => history.update(() => []);
