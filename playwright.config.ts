import { defineConfig, devices } from '@playwright/test';
import { E2E_PLAIN_PORT, E2E_TENCENT_PORT, E2E_PORT as port } from './tests/e2e/support/ports.ts';
import { PHONE_ONLY_TAG } from './tests/e2e/support/projects.ts';

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const launchOptions = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'desktop',
      testIgnore: /publish|demo-data|restore/,
      grepInvert: new RegExp(PHONE_ONLY_TAG),
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'phone',
      testIgnore: /publish|demo-data|restore/,
      grep: /@phone/,
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 }, launchOptions },
    },
    // Publishing swaps the served build, so it runs once the other suites are done with the first one.
    // A publish builds the whole site: minutes, not seconds, on a busy machine.
    { name: 'publish', testMatch: /publish/, dependencies: ['desktop', 'phone'], timeout: 300_000, use: { ...devices['Desktop Chrome'], launchOptions } },
    // A shop of its own, seeded, backed up, restored and built twice: beside publishing, once the journeys are done.
    { name: 'restore', testMatch: /restore/, dependencies: ['desktop', 'phone'], timeout: 300_000, use: { ...devices['Desktop Chrome'], launchOptions } },
    // Removing the demo data takes away the catalogue every other journey shops from: it comes last.
    { name: 'demo-data', testMatch: /demo-data/, dependencies: ['publish'], use: { ...devices['Desktop Chrome'], launchOptions } },
  ],
  webServer: {
    // A shop of its own: a fresh embedded database in a temporary folder, seeded and built from scratch;
    // once it answers, a plain development shop without the test hooks and a shop with Tencent captcha
    // serve the same build beside it (the Tencent one is awaited by its own test).
    command: 'node scripts/e2e-server.ts',
    url: `http://127.0.0.1:${E2E_PLAIN_PORT}/api/health`,
    // Seeding and building take two minutes on a quiet 2-core machine, several on a busy one.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      E2E_PORT: String(port),
      E2E_PLAIN_PORT: String(E2E_PLAIN_PORT),
      // A shop with Tencent Cloud captcha, whose API and widget tencent-captcha.spec.ts stands in for.
      E2E_TENCENT_PORT: String(E2E_TENCENT_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Lets the account journeys read the captcha answer and the code outbox (refused in production).
      SHOP_TEST_HOOKS: '1',
      // Cheap password hashes: a shop under test guards nothing (refused in production).
      PASSWORD_HASH_COST: 'test',
      // A third-party chat widget address that only the chat test answers (see shell.spec.ts).
      PUBLIC_CHAT_SCRIPT_URL: '/test-chat-widget.js',
      // The stand-in chat provider's origin that chat-widget.spec.ts serves the widget's parts from.
      PUBLIC_CHAT_ORIGINS: 'http://chat.e2e.test',
    },
  },
});
