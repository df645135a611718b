import { createLogger } from '../contract/logging.server';

export type { Logger } from '../contract/logging.server';

export const providerLog = createLogger('provider');
