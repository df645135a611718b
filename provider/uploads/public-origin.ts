const HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$/;

const firstValue = (header: string | null): string | undefined => header?.split(',')[0]?.trim() || undefined;

/**
 * The origin shoppers reach this site on, for absolute addresses handed to the browser:
 * PUBLIC_URL when configured, else what a reverse proxy names in X-Forwarded-Host and
 * X-Forwarded-Proto, else the request's own origin (the embedded provider sees the site's URL).
 */
export function publicOrigin(request: Request, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const own = new URL(request.url);
  const host = firstValue(request.headers.get('X-Forwarded-Host'));
  if (!host || !HOST.test(host)) return own.origin;
  const protocol = firstValue(request.headers.get('X-Forwarded-Proto')) === 'https' ? 'https' : own.protocol.slice(0, -1);
  return `${protocol}://${host}`;
}
