import { createLogger, type Logger } from '../../../contract/logging.server';

export interface CapturedLog {
  log: Logger;
  /** Everything written so far, as written. */
  text(): string;
  /** Each line parsed. */
  entries(): Record<string, unknown>[];
}

/** A real logger (the provider's own configuration) writing to memory instead of standard output. */
export function captureLog(service = 'provider'): CapturedLog {
  const lines: string[] = [];
  const log = createLogger(service, { destination: { write: (line: string) => void lines.push(line) }, level: 'info' });
  return {
    log,
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
