/** One server-sent event as a browser's EventSource reads it. */
export interface StreamEvent {
  event: string;
  id: string | undefined;
  data: string;
}

/**
 * Reads a `text/event-stream` body event by event (comments, the keep-alives, skipped); `close`
 * cancels it as a browser that leaves does. `next` fails when the stream ends first.
 */
export function eventStreamReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const next = async (): Promise<StreamEvent> => {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end !== -1) {
        const lines = buffered.slice(0, end).split('\n').filter((line) => !line.startsWith(':'));
        buffered = buffered.slice(end + 2);
        if (lines.length === 0) continue;
        const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        return { event: field('event') ?? 'message', id: field('id'), data: field('data') ?? '' };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffered += decoder.decode(value, { stream: true });
    }
  };
  return { next, close: () => reader.cancel() };
}
