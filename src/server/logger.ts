import pino from 'pino';

export function createLogger(level: string) {
  return pino({ level, base: { service: 'pigment-shop' }, redact: ['req.headers.accesstoken', 'password'] });
}
