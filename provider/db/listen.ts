import pg from 'pg';

export interface ListenHandlers {
  /** A NOTIFY on the channel, with its payload. */
  onPayload: (payload: string) => void;
  /** Notifications may have been missed (the connection was lost and is back): re-read what matters. */
  onGap: () => void;
}

/** Stops listening. */
export type Unlisten = () => Promise<void>;
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<Unlisten>;

const RECONNECT_MS = 1000;

/**
 * LISTEN on PostgreSQL over a connection of its own (a pooled one would be handed to queries):
 * a NOTIFY sent by any process at commit reaches every process listening. A lost connection
 * is opened again every second until it is back, then `onGap` says what came in between is unknown.
 */
export function listenOnPostgres(databaseUrl: string): Listen {
  return async (channel, { onPayload, onGap }) => {
    let stopped = false;
    let client: pg.Client | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      next.on('error', () => reconnect(next));
      next.on('end', () => reconnect(next));
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
    };

    const reconnect = (lost: pg.Client): void => {
      if (stopped || client !== lost) return;
      client = null;
      lost.end().catch(() => undefined);
      const attempt = (): void => {
        retry = setTimeout(() => {
          if (stopped) return;
          connect().then(onGap, attempt);
        }, RECONNECT_MS);
      };
      attempt();
    };

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    };
  };
}
