/**
 * What the session tells the features that hold a shopper's data, so they react without the
 * session importing them (docs/architecture.md, "Dependency rules"). `login`: a shopper just logged
 * in. `resync`: a logged-in tab is visible again, or a page asks for fresh shopper data.
 */
export type SessionEvent = 'login' | 'resync';
type Listener = () => Promise<void>;

const listeners: Record<SessionEvent, Set<Listener>> = { login: new Set(), resync: new Set() };

/** Registers a feature's reaction; returns how to stop it. */
export function onSessionEvent(event: SessionEvent, listener: Listener): () => void {
  listeners[event].add(listener);
  return () => listeners[event].delete(listener);
}

/** Runs every reaction side by side and waits for all; each handles its own failures. */
export async function emitSessionEvent(event: SessionEvent): Promise<void> {
  await Promise.all([...listeners[event]].map((listener) => listener()));
}
