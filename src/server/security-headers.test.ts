import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it('forbid framing and sniffing, keep scripts and connections to this shop, no HSTS unless asked', () => {
    const headers = securityHeaders({ hsts: false });
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'unsafe-inline';");
    expect(headers['Content-Security-Policy']).toContain("connect-src 'self';");
    expect(headers['Content-Security-Policy']).toContain("object-src 'none'");
    expect(headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'DENY' });
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('allow the chat widget’s and a separate API’s origins only, and HSTS when served over HTTPS', () => {
    const headers = securityHeaders({ chatScriptUrl: 'https://chat.example.com/widget.js?id=1', apiBaseUrl: 'https://api.example.com/', hsts: true });
    expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'unsafe-inline' https://chat.example.com;");
    expect(headers['Content-Security-Policy']).toContain("connect-src 'self' https://api.example.com https://chat.example.com;");
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders({ chatScriptUrl: '/test-chat-widget.js', apiBaseUrl: 'not a url', hsts: false })['Content-Security-Policy']).toContain("script-src 'self' 'unsafe-inline';");
  });
});
