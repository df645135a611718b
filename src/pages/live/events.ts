import { eventStream } from '../../gateway/event-stream-proxy.server';

/** The shopper's live event stream (server-sent events), from the provider. */
export const GET = eventStream;
