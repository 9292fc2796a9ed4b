import type { APIRoute } from 'astro';
import { getRuntime } from '../../server/runtime.ts';

export const prerender = false;

export const ALL: APIRoute = async (context) =>
  (await getRuntime()).app.fetch(context.request, {
    // Read only by the calls that limit per client; Astro throws when the client has already hung up.
    get clientAddress() {
      try {
        return context.clientAddress;
      } catch {
        return undefined;
      }
    },
  });
