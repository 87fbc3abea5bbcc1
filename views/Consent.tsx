// Server side of the consent island. The tag manager id is passed only when it is valid.
import { useView } from './context.js';
import { Island } from './Island.js';
import { normalizeContentUrl } from '../server/routes/paths.js';
import type { ConsentProps } from '../widgets/consent/consent.js';

export function Consent() {
  const { t, gtmId, site, locale } = useView();
  const props: ConsentProps = {
    gtmId,
    labels: {
      title: t('Çerez tercihlerin'),
      text: t('Sitemizin çalışması için gerekli çerezleri kullanıyoruz. İzin verirsen, siteyi nasıl kullandığını anlamak için analiz çerezleri de kullanırız.'),
      accept: t('Kabul et'), reject: t('Reddet'), policy: t('Çerez Politikası'),
    },
    policyHref: normalizeContentUrl(site.cookiePolicyUrl[locale]),
  };
  return <Island id="consent" props={props} />;
}
