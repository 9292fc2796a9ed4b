/** The browser suite's shop (with the test hooks), and the shops beside it that start from the same build. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);
/** A development start as a newcomer has it: no test hooks, so codes are read off /dev/outbox. */
export const E2E_PLAIN_PORT = E2E_PORT + 100;
export const plainOrigin = `http://127.0.0.1:${E2E_PLAIN_PORT}`;
/** A shop whose forms use Tencent Cloud captcha (see tencent-shop.ts). */
export const E2E_TENCENT_PORT = E2E_PORT + 101;
export const tencentOrigin = `http://127.0.0.1:${E2E_TENCENT_PORT}`;
/** Where that shop's stand-in for Tencent Cloud's API listens (started by the test that uses it). */
export const E2E_FAKE_TENCENT_API_PORT = E2E_PORT + 102;
/** A shop a test seeds, backs up and restores on its own (restore.spec.ts). */
export const E2E_RESTORE_PORT = E2E_PORT + 103;
