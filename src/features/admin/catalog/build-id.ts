/** The id in /build-id.json (`{ "id": "…" }`, written by the build-id integration), or null for anything else. */
export function buildIdOf(answer: unknown): string | null {
  const id = typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id !== '' ? id : null;
}
