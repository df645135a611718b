import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WATCH_HISTORY_LIMIT, parseHistory, recordInHistory, type WatchHistoryItem } from '../../../src/lib/watch-history/watch-history';

const item = (id: string, extra: Partial<WatchHistoryItem> = {}): WatchHistoryItem => ({
  productId: id, coverImage: `/img/${id}.jpg`, productUrl: `https://item.jd.com/${id}.html`, name: `Product ${id}`,
  price: 1000, shopName: 'Shop', shopWebsite: 'https://mall.jd.com/index-1.html', channel: 'TAOBAO', ...extra,
});
const ids = (list: readonly WatchHistoryItem[]) => list.map((i) => i.productId);

describe('recordInHistory', () => {
  it('puts the newest product first', () => {
    let history: WatchHistoryItem[] = [];
    for (const id of ['1', '2', '3']) history = recordInHistory(history, item(id));
    expect(ids(history)).toEqual(['3', '2', '1']);
  });

  it('moves a product seen again to the front, with its latest details', () => {
    const history = recordInHistory([item('3'), item('2'), item('1')], item('1', { price: 900 }));
    expect(ids(history)).toEqual(['1', '3', '2']);
    expect(history[0]?.price).toBe(900);
  });

  it(`keeps at most ${WATCH_HISTORY_LIMIT} products, dropping the oldest`, () => {
    let history: WatchHistoryItem[] = [];
    for (let i = 1; i <= 25; i++) history = recordInHistory(history, item(String(i)));
    expect(history).toHaveLength(20);
    expect(history[0]?.productId).toBe('25');
    expect(history.at(-1)?.productId).toBe('6');
  });
});

describe('parseHistory', () => {
  it('keeps well-formed items and drops the rest', () => {
    expect(ids(parseHistory([item('1'), { productId: 2 }, null, 'x', { ...item('3'), price: 1.5 }, item('4')]))).toEqual(['1', '4']);
    expect(parseHistory({ not: 'a list' })).toEqual([]);
    expect(parseHistory(Array.from({ length: 30 }, (_, i) => item(String(i))))).toHaveLength(20);
  });
});

describe('the watch-history store', () => {
  const storage = new Map<string, string>();
  beforeEach(() => {
    storage.clear();
    vi.resetModules();
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const load = () => import('../../../src/lib/watch-history/watch-history-store');

  it('keeps the history under its own key, newest first, and clears it', async () => {
    const { $watchHistory, WATCH_HISTORY_KEY, clearWatchHistory, recordView } = await load();
    const seen: string[][] = [];
    const stop = $watchHistory.subscribe((list) => seen.push(ids(list)));
    recordView(item('1'));
    recordView(item('2'));
    recordView(item('1'));
    expect(ids($watchHistory.get())).toEqual(['1', '2']);
    expect(ids(JSON.parse(storage.get(WATCH_HISTORY_KEY) ?? '[]') as WatchHistoryItem[])).toEqual(['1', '2']);
    clearWatchHistory();
    expect($watchHistory.get()).toEqual([]);
    expect(storage.get(WATCH_HISTORY_KEY)).toBe('[]');
    expect(seen.at(-1)).toEqual([]);
    stop();
  });

  it('stores only the history fields', async () => {
    const { WATCH_HISTORY_KEY, recordView } = await load();
    recordView({ ...item('1'), descriptionHtml: '<p>long</p>' } as WatchHistoryItem);
    expect(Object.keys((JSON.parse(storage.get(WATCH_HISTORY_KEY) ?? '[]') as object[])[0]!).sort()).toEqual(
      ['channel', 'coverImage', 'name', 'price', 'productId', 'productUrl', 'shopName', 'shopWebsite'],
    );
  });

  it('reads what is stored on mount, survives broken storage, and follows other tabs', async () => {
    const { $watchHistory, WATCH_HISTORY_KEY, recordView } = await load();
    storage.set(WATCH_HISTORY_KEY, JSON.stringify([item('9')]));
    const stop = $watchHistory.listen(() => {});
    expect(ids($watchHistory.get())).toEqual(['9']);

    storage.set(WATCH_HISTORY_KEY, JSON.stringify([item('8'), item('9')]));
    window.dispatchEvent(Object.assign(new Event('storage'), { key: WATCH_HISTORY_KEY }));
    expect(ids($watchHistory.get())).toEqual(['8', '9']);

    storage.set(WATCH_HISTORY_KEY, '{not json');
    recordView(item('1'));
    expect(ids($watchHistory.get())).toEqual(['1']);
    stop();
  });
});
