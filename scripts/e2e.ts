/**
 * `npm run test:e2e`: Playwright in Debian's Chromium. Without a Chromium the suite is skipped loudly,
 * except in CI, where a missing browser is a failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const line = '='.repeat(78);
  console.error(
    `${line}\nNO CHROMIUM at ${chromium}: the browser suite did NOT run.\nInstall it with: apt-get install -y chromium  (or set CHROMIUM_PATH)\n${line}`,
  );
  process.exit(process.env.CI ? 1 : 0);
}
const run = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
