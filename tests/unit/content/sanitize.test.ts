import { describe, expect, it } from 'vitest';
import { sanitize } from '../../../contract/article-html.server';

describe('sanitize', () => {
  it('removes scripts and event handlers', () => {
    const out = sanitize('<p onclick="x()">Hi<script>alert(1)</script></p><img src="https://a/b.png" onerror="alert(2)">');
    expect(out).not.toMatch(/script|onclick|onerror|alert/);
    expect(out).toContain('<p>Hi</p>');
    expect(out).toContain('src="https://a/b.png"');
  });

  it('drops javascript: and data: links', () => {
    expect(sanitize('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitize('<img src="data:image/png;base64,AAAA">')).not.toContain('data:');
  });

  it('keeps tables, headings and lists', () => {
    const html = '<h2>Fees</h2><table><tbody><tr><th scope="row">1 kg</th><td>¥30</td></tr></tbody></table><ul><li>a</li></ul>';
    expect(sanitize(html)).toBe(html);
  });

  it('adds noopener to links that open a new tab', () => {
    expect(sanitize('<a href="https://x" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
