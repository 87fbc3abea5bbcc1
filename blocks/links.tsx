import { useView } from '../views/context.js';
import type { ContentLink } from '../server/content/schemas.js';

export function useLinkHref(): (link: ContentLink) => string {
  const { pathFor } = useView();
  return (link) => (link.route ? pathFor(link.route, link.params) + (link.hash ? `#${link.hash}` : '') : link.href!);
}

export function ButtonLink({ link, fallbackVariant = 'primary' }: { link: ContentLink; fallbackVariant?: 'primary' | 'secondary' }) {
  const href = useLinkHref()(link);
  return (
    <a className={`button ${link.variant ?? fallbackVariant}`} href={href} rel={link.href ? 'noopener noreferrer' : undefined}>
      {link.label}
    </a>
  );
}
