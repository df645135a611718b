import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { readBodyUpTo, bodyTooLarge } from '../request/body-limit';
import { crossSiteRefused, isCrossSite } from './cross-site';
import { problemResponseFromError, validationFailed } from './problem-response';

const hostOf = (request: Request) => request.headers.get('host') ?? new URL(request.url).host;

/** Whether a state-changing request came from a page of another site. */
export const isCrossSiteRequest = (request: Request): boolean => isCrossSite(request, hostOf(request));

const parseJson = (bytes: Uint8Array): unknown => {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
};

/**
 * One of the storefront's own JSON endpoints (the session families of the shop and the desk):
 * refused from another site, the body read up to its limit and checked against the contract,
 * and a failed provider call answered as its problem. `refuse` turns a request away first.
 */
export function jsonEndpoint<S extends z.ZodType>(
  schema: S,
  answer: (context: APIContext, body: z.output<S>) => Promise<unknown>,
  refuse: (context: APIContext) => Response | null = () => null,
): APIRoute {
  return async (context) => {
    if (isCrossSiteRequest(context.request)) return crossSiteRefused();
    const refused = refuse(context);
    if (refused) return refused;
    const bytes = await readBodyUpTo(context.request);
    if (bytes === null) return bodyTooLarge();
    const body = schema.safeParse(parseJson(bytes));
    if (!body.success) return validationFailed(body.error);
    try {
      return Response.json(await answer(context, body.data));
    } catch (error) {
      return problemResponseFromError(error);
    }
  };
}

/** A form posted without JavaScript, read up to the body limit (`null` past it), as text fields: a file in a text field's place is no value. */
export async function postedFormText(request: Request): Promise<((name: string) => string) | null> {
  const bytes = await readBodyUpTo(request);
  if (bytes === null) return null;
  const type = request.headers.get('content-type') ?? '';
  const form = await new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => new FormData());
  return (name) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
}
