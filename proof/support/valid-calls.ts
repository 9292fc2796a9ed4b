/**
 * A valid call for every JSON route that takes fields: each example of its request contract, made over
 * real objects (example-objects.ts), sent as the right user. proof:inputs turns them hostile one field at
 * a time, so that each hostile value meets the handler behind the contract whenever the contract lets it
 * through.
 */
import { type ExampleObjects, examplesOf } from '../../src/schemas/examples.ts';
import { takesNoFields } from '../../src/server/http/contracts.ts';
import type { Route } from './route-table.ts';

export type ValidCall = { path: string; body: Record<string, unknown>; token: string };

/**
 * The calls of `routes` in their order (some act on what others read: a cancel, a refund); the routes
 * whose contract takes no fields, with nothing to make hostile beyond what the first sweep sends; and those
 * with fields but no example.
 */
export function validCalls(routes: readonly Route[], objects: ExampleObjects, tokenFor: (path: string) => string) {
  const calls: ValidCall[] = [];
  const withoutFields: string[] = [];
  const withoutExamples: string[] = [];
  for (const { path, contract } of routes) {
    if (!contract) continue;
    if (takesNoFields(contract)) {
      withoutFields.push(path);
      continue;
    }
    const bodies = examplesOf(contract, objects) as Record<string, unknown>[];
    if (bodies.length === 0) withoutExamples.push(path);
    calls.push(...bodies.map((body) => ({ path, body, token: tokenFor(path) })));
  }
  return { calls, withoutFields, withoutExamples };
}

type Leaf = (string | number)[];

/** The paths of a body's leaves (strings, numbers, booleans, null), through nested objects and arrays. */
export function leavesOf(value: unknown, path: Leaf = []): Leaf[] {
  if (Array.isArray(value)) return value.length === 0 ? [path] : value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  return [path];
}

/** A copy of `body` with the leaf at `path` replaced. */
export function withLeaf<T>(body: T, path: Leaf, value: unknown): T {
  if (path.length === 0) return value as T;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy as T;
}
