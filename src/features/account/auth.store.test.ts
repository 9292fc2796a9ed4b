import { describe, expect, it } from 'vitest';
import { userInfo } from '../../schemas/user.ts';
import { storedUserInfo } from './auth.store.ts';

const valid = {
  id: 7,
  phone: '13800138000',
  email: null,
  nickname: 'Li',
  gender: 'girl',
  companyName: null,
  landline: null,
  role: 'customer',
  mustChangePassword: false,
  createdAt: '2026-01-01T00:00:00Z',
};

describe('stored user info', () => {
  it('is read by the same rules as the shared userInfo schema, which the store does not import', () => {
    const samples: unknown[] = [
      valid,
      { ...valid, extra: 'dropped' },
      { ...valid, gender: null, email: 'a@b.cn', role: 'admin' },
      { ...valid, gender: 'other' },
      { ...valid, role: 'root' },
      { ...valid, id: '7' },
      { ...valid, phone: null },
      { ...valid, nickname: undefined },
      { ...valid, createdAt: 1 },
      { ...valid, mustChangePassword: true },
      { ...valid, mustChangePassword: 'no' },
      Object.fromEntries(Object.entries(valid).filter(([key]) => key !== 'landline')),
      null,
      [],
      'text',
      42,
    ];
    for (const sample of samples) {
      const parsed = userInfo.safeParse(sample);
      expect(storedUserInfo(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
