import { describe, expect, it } from 'vitest';
import { parseChatOrigins, securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it('allow exactly the served build’s inline scripts, and inline scripts only for a build that did not list them', () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    const policy = securityHeaders({ scriptHashes: hashes, hsts: false })['Content-Security-Policy'];
    expect(policy).toContain("script-src 'self' 'sha256-AAAA' 'sha256-BBBB';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(securityHeaders({ scriptHashes: [], hsts: false })['Content-Security-Policy']).toContain("script-src 'self';");
    expect(securityHeaders({ scriptHashes: null, hsts: false })['Content-Security-Policy']).toContain("script-src 'self' 'unsafe-inline';");
  });

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
    expect(securityHeaders({ chatScriptUrl: '/test-chat-widget.js', apiBaseUrl: 'not a url', hsts: false })['Content-Security-Policy']).toContain(
      "script-src 'self' 'unsafe-inline';",
    );
  });

  it('allow Tencent’s captcha hosts and the widget script’s origin only when the forms use its widget', () => {
    const plain = securityHeaders({ hsts: false })['Content-Security-Policy'];
    expect(plain).not.toMatch(/captcha|frame-src/);
    const policy = securityHeaders({ tencentCaptchaScriptUrl: 'https://turing.captcha.qcloud.com/TJCaptcha.js', hsts: false })['Content-Security-Policy'];
    const hosts = 'https://turing.captcha.qcloud.com https://*.captcha.qcloud.com https://*.captcha.gtimg.com';
    for (const directive of ['script-src', 'connect-src', 'frame-src', 'img-src', 'style-src'])
      expect(policy).toMatch(new RegExp(`${directive} [^;]*${hosts.replaceAll('.', '\\.').replaceAll('*', '\\*')}`));
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'self'");
    const stand = securityHeaders({ tencentCaptchaScriptUrl: 'https://captcha.e2e.test/TJCaptcha.js', hsts: false })['Content-Security-Policy'];
    expect(stand).toContain("script-src 'self' 'unsafe-inline' https://captcha.e2e.test https://*.captcha.qcloud.com");
  });

  it('allow the chat provider’s origins for its scripts, frame, pictures, styles and connection, and nothing else', () => {
    const policy = securityHeaders({
      chatScriptUrl: '/test-chat-widget.js',
      chatOrigins: parseChatOrigins('https://chat.example.com, https://*.kefu.example.cn/'),
      hsts: false,
    })['Content-Security-Policy'];
    for (const directive of ['script-src', 'frame-src', 'img-src', 'style-src', 'connect-src'])
      expect(policy).toMatch(new RegExp(`${directive} [^;]* https://chat\\.example\\.com https://\\*\\.kefu\\.example\\.cn(;|$)`));
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/font-src[^;]*example/);
    for (const wrong of ['chat.example.com', 'https://chat.example.com/widget.js', "https://a.example.com 'unsafe-eval'", 'javascript:alert(1)']) {
      expect(() => parseChatOrigins(wrong)).toThrow(/is not an origin/);
    }
  });
});
