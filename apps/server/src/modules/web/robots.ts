/**
 * robots.txt by mode (docs/links.md): in production, on the host of `PUBLIC_URL`, everything but the API may be crawled
 * and the sitemap is named; in development and test, and on any other host name (a node's own address, a preview
 * deployment), nothing may be crawled, so copies never compete with the real site.
 */
export function robotsTxt(mode: string, origin: string, hostname: string): string {
  const ours = new URL(origin).hostname === hostname.replace(/:\d+$/, '');
  if (mode !== 'production' || !ours) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\n`;
}
