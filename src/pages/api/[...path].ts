import type { APIRoute } from 'astro';
import { getRuntime } from '../../server/runtime.ts';

export const prerender = false;

export const ALL: APIRoute = async (context) =>
  (await getRuntime()).app.fetch(context.request, {
    // The TCP peer (Astro believes X-Forwarded-For only for security.allowedDomains, which this site does
    // not set); the app resolves it against TRUSTED_PROXIES. Astro throws when the client has already hung up.
    get clientAddress() {
      try {
        return context.clientAddress;
      } catch {
        return undefined;
      }
    },
  });
