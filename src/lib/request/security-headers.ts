/**
 * Headers every storefront response carries (the Content-Security-Policy itself is Astro's,
 * from `security.csp` in astro.config.mjs, with hashes of the scripts each page runs).
 */
const ALWAYS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  // For browsers without CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
};

/** Browsers keep to HTTPS for a year once they have seen the site over it. */
const HSTS = 'max-age=31536000; includeSubDomains';

export interface ResponseContext {
  /** Reached over HTTPS (directly, or as a trusted proxy says). */
  https: boolean;
  /** The response may hold a shopper's data (a logged-in page, a session answer): no cache may keep it. */
  personal: boolean;
}

/** The response with the security headers set; a copy when its headers are immutable (a fetched response). */
export function withSecurityHeaders(response: Response, { https, personal }: ResponseContext): Response {
  const headers: Record<string, string> = { ...ALWAYS };
  if (https) headers['Strict-Transport-Security'] = HSTS;
  if (personal && !response.headers.has('Cache-Control')) headers['Cache-Control'] = 'private, no-store';
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}
