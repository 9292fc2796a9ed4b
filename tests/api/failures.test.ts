import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers/test-context.ts';

describe('health and unexpected failures', () => {
  it('health answers 000000 while the database answers', async () => {
    const ctx = await createTestContext();
    try {
      const response = await ctx.app.request('/api/health');
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ code: '000000', data: { status: 'ok' } });
    } finally {
      await ctx.close();
    }
  });

  it('an unexpected failure answers the generic code with a request id, never a stack trace', async () => {
    const ctx = await createTestContext();
    await ctx.close();
    const answer = await ctx.post('/api/portal/content/configData/website', {}, { locale: 'en' });
    expect(answer.status).toBe(500);
    expect(answer.contentType).toMatch(/application\/json/);
    expect(answer.code).toBe('000001');
    expect(answer.message).toBe('Request failed, please retry');
    expect(answer.data).toMatchObject({ requestId: expect.any(String) });
    expect(JSON.stringify(answer)).not.toMatch(/\.(ts|js):\d+/);
  });
});
