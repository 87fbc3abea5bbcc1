// The footer's link columns from content, with canonical URLs.
import { useView } from '../context.js';
import { normalizeContentUrl } from '../../server/routes/paths.js';
import type { FooterColumnsProps } from '../../widgets/footer-columns/footer-columns.js';

export function useFooterColumnsProps(): FooterColumnsProps {
  const { footer } = useView();
  return {
    columns: footer.navbar.map((col) => ({ title: col.title, links: col.children.map((c) => ({ title: c.title, url: normalizeContentUrl(c.url) })) })),
  };
}
