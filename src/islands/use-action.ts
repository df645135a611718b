import { useRef, useState } from 'react';

/**
 * One action at a time (a pay, a cancel, an add to cart): while one runs, another `run` does
 * nothing, so a double click or a second submit sends nothing twice. The guard is a ref, not
 * the `busy` state: two clicks can come before React renders the first one's `busy`.
 *
 * `running` says which action runs (the button that shows it), for callers that name them.
 */
export function useAction<Name extends string = string>(onError: (error: unknown) => void) {
  // Which action runs: `{ name: null }` for one without a name.
  const [running, setRunning] = useState<{ name: Name | null } | null>(null);
  const guard = useRef(false);

  async function run(action: () => Promise<void>, name?: Name): Promise<void> {
    if (guard.current) return;
    guard.current = true;
    setRunning({ name: name ?? null });
    try {
      await action();
    } catch (error) {
      onError(error);
    } finally {
      guard.current = false;
      setRunning(null);
    }
  }

  return { run, busy: running !== null, running: running?.name ?? null };
}
