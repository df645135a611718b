import { CHANNELS, type Channel } from '../api/contract/product';
import type { ProductPlatformName } from '../api/contract/product-links';

/**
 * Which marketplace channel (SPEC section 3) a platform's goods are searched in: retail
 * (Taobao, Tmall, JD and the tenant's own goods), wholesale (1688 and Yiwugou), and Poizon.
 * The provider files each product under its platform's channel by the same table.
 */
export const CHANNEL_PLATFORMS: Record<Channel, readonly ProductPlatformName[]> = {
  TAOBAO: ['Taobao', 'Tmall', 'JD', 'SelfOwned'],
  ALIBABA: ['Alibaba', 'Yiwugou'],
  POIZON: ['Poizon'],
};

/** The channels a tenant offers: those with at least one of its enabled platforms, in the usual order. */
export const enabledChannels = (platforms: readonly ProductPlatformName[]): Channel[] =>
  CHANNELS.filter((channel) => CHANNEL_PLATFORMS[channel].some((p) => platforms.includes(p)));

export const isChannel = (value: unknown): value is Channel => (CHANNELS as readonly unknown[]).includes(value);
