import type { WritableAtom } from 'nanostores';

/** Puts a store back as it was before an optimistic change. */
export type Undo = () => void;

/** Sets `store` to `next` at once; the returned undo restores the value it had. */
export function change<T>(store: WritableAtom<T>, next: T): Undo {
  const previous = store.get();
  store.set(next);
  return () => store.set(previous);
}

/**
 * Shows the outcome of a call before the provider answers: `apply` changes the stores and
 * returns how to undo that; when `commit` fails the change is undone and the error rethrown,
 * so the caller only has to tell the shopper.
 */
export async function optimistically<R>(apply: () => Undo | Undo[], commit: () => Promise<R>): Promise<R> {
  const undo = [apply()].flat();
  try {
    return await commit();
  } catch (error) {
    for (const u of undo.reverse()) u();
    throw error;
  }
}
