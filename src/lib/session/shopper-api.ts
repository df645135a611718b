import { navigate } from 'astro:transitions/client';
import type { ApiClient } from '../api/client';
import { browserApi } from '../api/browser';
import { installSessionExpiry } from './session-expiry';

/** The API client for islands, with the 401 rule in place before the first call. */
export function shopperApi(): ApiClient {
  installSessionExpiry(navigate);
  return browserApi();
}
