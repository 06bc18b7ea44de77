/**
 * The document title's format (WCAG 2.4.2, issue 8): "<page title> - <brand name>", so that a screen
 * reader announces where a navigation landed and each browser tab says which page it is. Without a page
 * title, the brand alone; without a brand, the page alone. Pure (no React, no browser): the prerendered
 * login page's template (../prerender/template) writes its title with it at build time.
 */
export const TITLE_SEPARATOR = ' - ';

export function formatDocumentTitle(pageTitle: string | undefined, brandName: string): string {
  const page = (pageTitle ?? '').trim();
  const brand = brandName.trim();
  if (!page) return brand;
  if (!brand) return page;
  return `${page}${TITLE_SEPARATOR}${brand}`;
}
