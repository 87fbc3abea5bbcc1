// The built-in header menu (spec section 2). The menu delivered by the content service
// replaces it; this one is used when the service sends none.
import type { NavItem } from '../server/content/schemas.js';
import type { RouteKey } from '../server/routes/route-map.js';
import type { Params } from '../server/routes/paths.js';
import type { Locale } from '../shared/locale.js';

type PathFor = (key: RouteKey, params?: Params, locale?: Locale) => string;

export function defaultNav(pathFor: PathFor, site: { product: string; brand: string }, t: (s: string, vars?: Record<string, string>) => string): NavItem[] {
  const { product, brand } = site;
  const send = pathFor('freeTransfer');
  const load = pathFor('loadMoney');
  return [
    {
      title: t('Bireysel'), url: '',
      children: [
        { title: t('Para Gönder'), url: send, icon: 'transfer', children: [
          { title: t('{{brand}} Hesabına', { brand }), url: `${send}#${product}-hesabina` },
          { title: t('Yurt İçi Para Transferi'), url: `${send}#yurt-ici-para-transferi` },
          { title: t('Yurt Dışı Para Transferi'), url: `${send}#yurt-disi-para-transferi` },
        ] },
        { title: t('Para Yükle'), url: load, icon: 'wallet', children: [
          { title: t('Para Yükle'), url: `${load}#para-yukle` },
          { title: t('{{brand}}lıdan İste', { brand }), url: `${load}#${product}lidan-iste` },
        ] },
        { title: t('Kartlar'), url: pathFor('prepaidCard'), icon: 'card' },
      ],
    },
    {
      title: t('Kurumsal'), url: '',
      children: [
        { title: t('Kurumsal'), url: pathFor('corporate'), icon: 'building' },
        { title: t('Temsilcilik'), url: pathFor('representative'), icon: 'users' },
        { title: t('Anlaşmalı Kurumlar'), url: pathFor('providers'), icon: 'store' },
      ],
    },
    { title: t('Kampanyalar'), url: pathFor('campaigns') },
    { title: t('Hakkımızda'), url: pathFor('aboutUs') },
    { title: t('Blog'), url: pathFor('blog') },
  ];
}
