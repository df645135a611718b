import type { Language, Namespace } from './languages';
import type { LanguageResources } from './translator';
import { I18N_LIMITS } from './options';

type FetchJson = (url: string) => Promise<Record<string, unknown>>;

const defaultFetchJson: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One read, retried up to 5 times, waiting 350 ms and doubling each time (SPEC section 9). */
async function readWithRetry(url: string, fetchJson: FetchJson, wait: (ms: number) => Promise<unknown>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchJson(url);
    } catch (error) {
      if (attempt >= I18N_LIMITS.maxRetries) throw error;
      await wait(I18N_LIMITS.retryDelayMs * 2 ** attempt);
    }
  }
}

/**
 * Reads translation namespaces from `/locales/{lng}/{ns}.json` in the browser, when an
 * island needs one its page did not pass as props: at most 10 reads at a time.
 */
export async function loadNamespaces(
  lng: Language,
  namespaces: readonly Namespace[],
  { fetchJson = defaultFetchJson, wait = sleep }: { fetchJson?: FetchJson; wait?: (ms: number) => Promise<unknown> } = {},
): Promise<LanguageResources> {
  const resources: LanguageResources = {};
  const pending = [...namespaces];
  const worker = async () => {
    for (let ns = pending.shift(); ns; ns = pending.shift()) {
      resources[ns] = await readWithRetry(`/locales/${lng}/${ns}.json`, fetchJson, wait);
    }
  };
  await Promise.all(Array.from({ length: Math.min(I18N_LIMITS.parallelReads, pending.length) }, worker));
  return resources;
}
