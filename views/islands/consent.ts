// The consent banner's props: its texts, the cookie policy's link, and the tag manager's id
// (the view context carries it only when it is valid).
import { useView } from '../context.js';
import { normalizeContentUrl } from '../../server/routes/paths.js';
import type { ConsentProps } from '../../widgets/consent/consent.js';

export function useConsentProps(): ConsentProps {
  const { t, gtmId, site, locale } = useView();
  return {
    gtmId,
    labels: {
      title: t('Çerez tercihlerin'),
      text: t('Sitemizin çalışması için gerekli çerezleri kullanıyoruz. İzin verirsen, siteyi nasıl kullandığını anlamak için analiz çerezleri de kullanırız.'),
      accept: t('Kabul et'), reject: t('Reddet'), policy: t('Çerez Politikası'),
    },
    policyHref: normalizeContentUrl(site.cookiePolicyUrl[locale]),
  };
}
