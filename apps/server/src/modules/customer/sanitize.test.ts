import { describe, expect, it } from 'vitest';
import { plainText, safeHref, sanitizeHtml } from './sanitize.js';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags', () => {
    const html = '<h3>标题</h3><p>一段<strong>重点</strong>和<em>强调</em><br>换行</p><ul><li>一</li></ul><ol><li>二</li></ol><h4>小标题</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts and styles with their content, and comments', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><!-- note --><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT type="x">evil()</SCRIPT>ok')).toBe('ok');
    expect(sanitizeHtml('<p>x<script>unclosed')).toBe('<p>x');
    expect(sanitizeHtml('<iframe src="https://e.example"></iframe><svg><script>1</script></svg>t')).toBe('t');
  });

  it('strips every attribute but a safe href and our media src', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<img src="/api/media/0123456789abcdef0123456789abcdef?preset=article" onerror="alert(1)" alt="图">')).toBe('<img src="/api/media/0123456789abcdef0123456789abcdef?preset=article" alt="图">');
    expect(sanitizeHtml('<img src="/api/media/abc123.jpg">')).toBe('');
    expect(sanitizeHtml('<img src="https://evil.example/a.png">')).toBe('');
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" onmouseover="x">link</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">link</a>',
    );
  });

  it('refuses javascript: and other schemes, however they are spelled', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'javascript&colon;alert(1)', '&#106;avascript:alert(1)', '&#x6A;avascript:alert(1)', 'data:text/html,<b>', 'vbscript:x', '/relative']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(safeHref('http://example.com')).toBe('http://example.com');
  });

  it('drops unknown tags but keeps their text, maps b and i', () => {
    expect(sanitizeHtml('<div><span>文字</span></div><b>粗</b><i>斜</i>')).toBe('文字<strong>粗</strong><em>斜</em>');
    expect(sanitizeHtml('<form action="x"><input value="v">t</form>')).toBe('t');
  });

  it('escapes stray markup in text and keeps entities', () => {
    expect(sanitizeHtml('1 < 2 > 0 & x &amp; y &lt;b&gt;')).toBe('1 &lt; 2 &gt; 0 &amp; x &amp; y &lt;b&gt;');
    expect(sanitizeHtml('<p>a<</p>')).toBe('<p>a&lt;</p>');
    expect(sanitizeHtml('<a href="https://x.example" title="t"">q</a>')).toContain('q');
    expect(sanitizeHtml('"><img src=x onerror=alert(1)>')).toBe('"&gt;');
  });
});

describe('plainText', () => {
  it('gives the words of an answer', () => {
    expect(plainText('<p>如何<strong>申请</strong>退款</p><p>a &amp; b</p>')).toBe('如何 申请 退款 a & b');
  });
});
