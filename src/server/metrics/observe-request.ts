import { metrics } from './registry.ts';

/** Counts one answered request and its duration. */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method, route, status: String(status) };
  const shop = metrics();
  shop.requests.inc(labels);
  shop.requestDuration.observe(labels, seconds);
}
