import { describe, expect, it } from 'vitest';
import { richTextWords, sanitizeRichText } from './rich-text.js';

const img = '/api/media/0123456789abcdef0123456789abcdef';

describe('sanitizeRichText', () => {
  it('keeps what the editor writes', () => {
    const html = `<h2>签证</h2><p><strong>注意</strong> <em>时间</em> <s>旧</s> <u>下划线</u></p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote><pre><code>x</code></pre><hr><p><img src="${img}" alt="图"></p>`;
    expect(sanitizeRichText(html)).toBe(html.replace('<hr>', '<hr />').replace('alt="图">', 'alt="图" />'));
  });

  it('drops scripts, styles, frames and SVG with their content', () => {
    const out = sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://x.test"></iframe><svg><script>alert(2)</script></svg><p>b</p>');
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('drops event handlers and style attributes', () => {
    expect(sanitizeRichText(`<p onclick="alert(1)" style="position:fixed">x</p><img src="${img}" onerror="alert(1)">`)).toBe(`<p>x</p><img src="${img}" />`);
  });

  it('refuses javascript: and data: links, also spelled with entities and whitespace', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'jav&#x09;ascript:alert(1)', ' javascript:alert(1)', 'java\nscript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', '&#106;avascript:alert(1)']) {
      const out = sanitizeRichText(`<a href="${href}">x</a>`);
      expect(out, href).not.toMatch(/href/);
    }
  });

  it('forces safe link attributes on http(s) and mailto links', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichText('<a href="mailto:a@b.test">m</a>')).toContain('href="mailto:a@b.test"');
  });

  it('keeps only images of this site’s media', () => {
    expect(sanitizeRichText('<img src="https://evil.test/x.png">')).toBe('');
    expect(sanitizeRichText('<img src="//evil.test/x.png">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeRichText(`<img src="${img}?preset=article">`)).toBe(`<img src="${img}?preset=article" />`);
    expect(sanitizeRichText(`<img src="${img}?a=<x>">`)).toBe('');
  });

  it('turns unknown tags into their text and escapes stray brackets', () => {
    expect(sanitizeRichText('<div><span>文</span> a < b</div>')).toBe('文 a &lt; b');
  });
});

describe('richTextWords', () => {
  it('gives the text without tags or scripts', () => {
    expect(richTextWords('<h2>标题</h2><p>正文 <strong>重点</strong></p><script>x()</script>')).toBe('标题正文 重点');
  });
});
