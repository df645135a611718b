import { useEffect, useRef, useState } from 'react';
import type { LiveChange, LiveChangeKind } from '../../../contract/live';
import { onLiveChange } from '../../lib/live/live-events';

/** Changes that come in a burst (one step of several lines) are re-read once. */
const SETTLE_MS = 250;

/**
 * Re-reads an island's data when a live change concerns it (docs/product.md, "Live updates"):
 * `concerns` picks the changes, `refresh` re-fetches through the feature's actions. Answers the
 * polite announcement to show in a LiveAnnouncement once the island shows the new data.
 */
export function useLiveRefresh(kinds: readonly LiveChangeKind[], concerns: (change: LiveChange) => boolean, refresh: () => Promise<void>, message: string): string {
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef({ concerns, refresh, message });
  useEffect(() => {
    latest.current = { concerns, refresh, message };
  });
  const key = kinds.join(' ');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      timer = undefined;
      // Cleared first: the same words again are announced again.
      setAnnouncement('');
      latest.current.refresh().then(() => setAnnouncement(latest.current.message), () => undefined);
    };
    const stop = onLiveChange(key.split(' ') as LiveChangeKind[], (change) => {
      if (latest.current.concerns(change)) timer ??= setTimeout(run, SETTLE_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [key]);
  return announcement;
}
