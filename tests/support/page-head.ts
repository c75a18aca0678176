/**
 * A page's head as a link-preview crawler reads it (no JavaScript): its
 * <meta> tags by property or name, its titles, its canonical link, with the
 * HTML entities the server escapes decoded. For the tests of the
 * server-rendered heads (tests/api/share-head.test.ts, tests/e2e/share.test.ts).
 */

export interface CrawledHead {
  /** Every <title> of the head (a page must have exactly one). */
  titles: string[];
  /** The first title. */
  title: string;
  description: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  /** property or name → content, entities decoded. */
  meta: Record<string, string>;
}

/** The entities share/text.ts's escapeHtml writes, back to their characters (&amp; last). */
const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The head of `html`, as a crawler reads it. */
export function crawlHead(html: string): CrawledHead {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const m of head.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)"\s*\/?>/g)) meta[m[1]] = decode(m[2]);
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]));
  return {
    titles,
    title: titles[0],
    description: meta.description,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    robots: meta.robots,
    meta,
  };
}
