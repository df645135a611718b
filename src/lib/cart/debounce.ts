/**
 * Runs the last call scheduled under a key once the key has been quiet for `delayMs`: a
 * quantity typed digit by digit, or a message typed word by word, is sent once.
 */
export interface KeyedDebounce<K> {
  schedule(key: K, run: () => void): void;
  /** Runs every waiting call now (before something that needs the provider up to date). */
  flush(): void;
  /** Forgets every waiting call. */
  cancel(): void;
}

export const EDIT_DEBOUNCE_MS = 400;

export function keyedDebounce<K>(delayMs: number): KeyedDebounce<K> {
  const waiting = new Map<K, { timer: ReturnType<typeof setTimeout>; run: () => void }>();
  const fire = (key: K) => {
    const entry = waiting.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    waiting.delete(key);
    entry.run();
  };
  return {
    schedule(key, run) {
      clearTimeout(waiting.get(key)?.timer);
      waiting.set(key, { run, timer: setTimeout(() => fire(key), delayMs) });
    },
    flush() {
      for (const key of [...waiting.keys()]) fire(key);
    },
    cancel() {
      for (const { timer } of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
