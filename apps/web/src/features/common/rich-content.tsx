import './rich-content.css';

/**
 * Content pages are written by admins as HTML. Scripts, handlers and javascript: URLs are stripped before
 * display so a compromised admin text can't run code in users' sessions.
 */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script,style,iframe,object,embed,link,meta,form').forEach((n) => n.remove());
  doc.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || (/^(href|src|xlink:href)$/.test(name) && /^\s*javascript:/i.test(attr.value)))
        el.removeAttribute(attr.name);
    }
  });
  return doc.body.innerHTML;
}

export function RichContent({ html }: { html: string }) {
  const looksHtml = /<[a-z][\s\S]*>/i.test(html);
  if (!looksHtml) return <div className="rich-content rich-content--text">{html}</div>;
  return <div className="rich-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
