import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Reads a translation namespace from `/locales/{lng}/{ns}.json` (the static files in
 * `public/`) when an island needs one its page did not pass as props. i18next runs the
 * reads with the limits (docs/product.md, "Limits") (see `I18N_LIMITS`); a failed read asks it to retry.
 */
export function createLocaleBackend(fetchJson: (url: string) => Promise<unknown> = fetchLocaleFile): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      fetchJson(`/locales/${language}/${namespace}.json`).then(
        (data) => callback(null, data as Record<string, unknown>),
        (error: unknown) => callback(error instanceof Error ? error.message : String(error), true),
      );
    },
  };
}

async function fetchLocaleFile(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}
