import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps structure, text and safe links', () => {
    const html = '<h2>退货</h2><p>请在 <strong>7 天</strong>内申请，详见<a href="/help/returns">退货协议</a>。</p><ul><li>一</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|style=|javascript:|iframe/i);
    expect(clean).toContain('<p>hi</p>');
  });

  it('opens outside links safely in a new tab and drops targets on inside links', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_self">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="/about" target="_blank">x</a>')).toBe('<a href="/about">x</a>');
  });

  it('allows images only from the shop or over https', () => {
    expect(sanitizeRichText('<img src="/images/a.svg" alt="a">')).toBe('<img src="/images/a.svg" alt="a" />');
    expect(sanitizeRichText('<img src="http://plain/a.png">')).toBe('<img />');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('<img />');
  });
});
