import { useEffect } from 'react';

/**
 * `<meta name="robots" content="noindex, nofollow">` while a public report page is shown (the server's HTML for
 * these paths says it too, as X-Robots-Tag): a shared report never belongs in a search engine.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
