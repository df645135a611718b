import { atom, onMount, type ReadableAtom } from 'nanostores';

/**
 * A nanostores atom kept in localStorage under one key and in step across tabs (the
 * `storage` event). Storage is the source of truth: every update reads it first, so a
 * write from a script that nothing subscribes to yet does not drop another tab's change.
 * On the server (no localStorage) the atom stays at its fallback.
 */
export interface LocalStorageAtom<T> {
  $value: ReadableAtom<T>;
  update(change: (current: T) => T): void;
}

export function localStorageAtom<T>(key: string, fallback: T, parse: (stored: unknown) => T): LocalStorageAtom<T> {
  const $value = atom<T>(fallback);

  const read = (): T => {
    try {
      const raw = localStorage.getItem(key);
      return raw === null ? fallback : parse(JSON.parse(raw));
    } catch {
      // Storage disabled, full, or holding something that is not JSON.
      return fallback;
    }
  };

  onMount($value, () => {
    if (typeof window === 'undefined') return;
    $value.set(read());
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) $value.set(read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });

  return {
    $value,
    update(change) {
      const next = change(read());
      $value.set(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Private mode or a full quota: the history lives for this page only.
      }
    },
  };
}
