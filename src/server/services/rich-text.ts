import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from editors (policies, articles, company description) is sanitised before it is stored
 * and again before it is rendered: only document structure, links and images survive.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'sup',
    'sub',
    'span',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links leaving the shop open safely in a new tab; links within it stay as they are.
    a: (tagName, { href, title }) => {
      const attribs: Record<string, string> = {};
      if (href !== undefined) attribs.href = href;
      if (title !== undefined) attribs.title = title;
      if (/^https?:\/\//i.test(href ?? '')) Object.assign(attribs, { target: '_blank', rel: 'noopener noreferrer nofollow' });
      return { tagName, attribs };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
