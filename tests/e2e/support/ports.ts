/** The browser suite's shop (with the test hooks), and a plain development shop beside it (without them). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);
/** A development start as a newcomer has it: no test hooks, so codes are read off /dev/outbox. */
export const E2E_PLAIN_PORT = E2E_PORT + 100;
export const plainOrigin = `http://127.0.0.1:${E2E_PLAIN_PORT}`;
