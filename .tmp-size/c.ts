import ky from 'ky';
export const f = ky.create({ prefixUrl: '/x' });
