import { CHANNEL_PLATFORMS, CHANNELS, type Channel } from '../../../contract/product';
import type { ProductPlatformName } from '../../../contract/product-links';

/** The platform-to-channel table lives in the contract, shared with the provider. */
export { CHANNEL_PLATFORMS };

/** The channels a tenant offers: those with at least one of its enabled platforms, in the usual order. */
export const enabledChannels = (platforms: readonly ProductPlatformName[]): Channel[] =>
  CHANNELS.filter((channel) => CHANNEL_PLATFORMS[channel].some((p) => platforms.includes(p)));

export const isChannel = (value: unknown): value is Channel => (CHANNELS as readonly unknown[]).includes(value);
