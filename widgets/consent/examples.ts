// Named examples of the consent banner, for the unit and browser tests.
import type { ConsentProps } from './consent.js';

export const examples = {
  turkish: {
    labels: {
      title: 'Çerez tercihlerin',
      text: 'Sitemizin çalışması için gerekli çerezleri kullanıyoruz. İzin verirsen, siteyi nasıl kullandığını anlamak için analiz çerezleri de kullanırız.',
      accept: 'Kabul et',
      reject: 'Reddet',
      policy: 'Çerez Politikası',
    },
    policyHref: '/gizlilik-ve-guvenlik/cerez-politikasi/',
  },
  english: {
    labels: {
      title: 'Your cookie preferences',
      text: 'We use the cookies our site needs to work. If you allow it, we also use analytics cookies to understand how you use the site.',
      accept: 'Accept',
      reject: 'Reject',
      policy: 'Cookie Policy',
    },
    policyHref: '/en/privacy-and-security/cookie-policy/',
  },
} satisfies Record<string, ConsentProps>;
