import type { APIRoute } from 'astro';
import { getRuntime } from '../../server/runtime.ts';

export const prerender = false;

export const ALL: APIRoute = async ({ request, clientAddress }) => (await getRuntime()).app.fetch(request, { clientAddress });
