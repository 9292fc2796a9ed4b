import '../../../tests/helpers/test-storage-engine.ts';
import { cleanTestStorage, setTestStorageKey } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { $userInfo } from './auth.store.ts';

const valid = {
  id: 7,
  phone: '13800138000',
  email: null,
  nickname: 'Li',
  gender: 'girl',
  companyName: null,
  landline: null,
  role: 'customer',
  staffRole: null,
  mustChangePassword: false,
  createdAt: '2026-01-01T00:00:00Z',
};

beforeAll(() => {
  $userInfo.listen(() => {});
});
afterEach(() => cleanTestStorage());

/** What the store holds after another tab (or an older version of the shop) wrote `stored` to local storage. */
const readBack = (stored: string) => {
  setTestStorageKey('userInfo', stored);
  return $userInfo.get();
};

describe('stored user info', () => {
  it('is read back with the shared userInfo contract', () => {
    expect(readBack(JSON.stringify(valid))).toEqual(valid);
    expect(readBack(JSON.stringify({ ...valid, extra: 'dropped' }))).toEqual(valid);
    const admin = { ...valid, gender: null, email: 'a@b.cn', role: 'admin', staffRole: 'warehouse' };
    expect(readBack(JSON.stringify(admin))).toEqual(admin);
    const { staffRole: _, ...storedBeforeRoles } = valid;
    expect(readBack(JSON.stringify(storedBeforeRoles))).toEqual(valid);
    expect(readBack(JSON.stringify({ ...valid, mustChangePassword: true }))).toEqual({ ...valid, mustChangePassword: true });
  });

  it('is nobody when what is stored does not pass the contract', () => {
    const broken: unknown[] = [
      { ...valid, gender: 'other' },
      { ...valid, role: 'root' },
      { ...valid, id: '7' },
      { ...valid, phone: null },
      { ...valid, nickname: undefined },
      { ...valid, createdAt: 1 },
      { ...valid, mustChangePassword: 'no' },
      Object.fromEntries(Object.entries(valid).filter(([key]) => key !== 'landline')),
      [],
      'text',
      42,
    ];
    for (const sample of broken) expect(readBack(JSON.stringify(sample)), JSON.stringify(sample)).toBeNull();
    expect(readBack('{not json')).toBeNull();
    expect(readBack('null')).toBeNull();
  });
});
