import sanitizeHtml from 'sanitize-html';

/* The rules of the site's HTML, shared by the provider and the storefront (the one copy). */

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img', 'figure', 'figcaption', 'picture', 'source', 'details', 'summary', 'del', 'ins', 'sup', 'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['id', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs } }),
  },
};

/**
 * Site HTML (articles, answers, guide steps) made safe to render: no scripts, handlers, styles or
 * foreign schemes. The one sanitiser (docs/product.md, "Content desk"): the provider cleans an
 * article with it when the desk saves one, and the storefront cleans what it renders with it again.
 */
export const sanitize = (html: string): string => sanitizeHtml(html, OPTIONS);
