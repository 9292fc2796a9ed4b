import { siteFile } from '../../../lib/api.ts';
import { buildIdOf } from './build-id.ts';

/** When a build was started, from its id (`yyyymmddhhmmss-xxxxxx`, UTC; see the publisher); null for another shape (a dev server). */
export function buildStartedAt(buildId: string | null | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})-/.exec(buildId ?? '');
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

/** The build the server serves now (the one a publish switched to), or null when that cannot be read. */
export async function servedBuildId(): Promise<string | null> {
  try {
    const answer = await siteFile('/build-id.json', { cache: 'no-store' });
    return buildIdOf(answer);
  } catch {
    return null;
  }
}

/** Whether products changed after the served build began, so their pages wait for a publish. */
export function hasUnpublishedChanges(lastChangedAt: string | null, buildId: string | null): boolean {
  const builtAt = buildStartedAt(buildId);
  return lastChangedAt !== null && builtAt !== null && new Date(lastChangedAt).getTime() >= builtAt.getTime() + 1000;
}
