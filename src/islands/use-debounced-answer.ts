import { useEffect, useRef, useState } from 'react';

/** What `load` answered for one key; `null` when the call failed. */
export interface Answer<T> {
  key: string;
  value: T | null;
}

/**
 * An answer that follows what the shopper is choosing (a freight estimate, a cart quote):
 * `load` is called once `key` has stayed the same for `delayMs`, so typing or clicking through
 * choices asks once at the end, and an answer that comes back for an older key is dropped.
 *
 * `answer` is the last one that came back, maybe for another key: a caller shows it only while
 * `answer.key === key`. `loading` is true while the call for the current key is out. A `null`
 * key asks nothing. `load` is the latest one passed: it is not a reason to ask again, `key` is.
 */
export function useDebouncedAnswer<T>(
  key: string | null,
  load: () => Promise<T>,
  delayMs: number,
  initial: Answer<T> | null = null,
): { answer: Answer<T> | null; loading: boolean } {
  const [answer, setAnswer] = useState(initial);
  const [asking, setAsking] = useState<string | null>(null);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const answeredKey = answer?.key;

  useEffect(() => {
    if (key === null || key === answeredKey) return;
    let current = true;
    const timer = setTimeout(() => {
      setAsking(key);
      latestLoad.current().then(
        (value) => current && setAnswer({ key, value }),
        () => current && setAnswer({ key, value: null }),
      ).finally(() => setAsking((k) => (k === key ? null : k)));
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, answeredKey, delayMs]);

  return { answer, loading: key !== null && asking === key };
}
