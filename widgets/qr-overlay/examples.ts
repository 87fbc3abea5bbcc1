// Named examples of the QR overlay, for the unit and browser tests.
import type { QrOverlayProps } from './qr-overlay.js';

export const examples = {
  home: {
    title: 'Unilira uygulamasını indir',
    text: 'Telefonunun kamerasıyla karekodu okut, Unilira uygulamasını indir ve birkaç dakikada ücretsiz hesabını aç.',
    storeText: 'Unilira uygulamasını telefonunun uygulama mağazasından indir ve birkaç dakikada ücretsiz hesabını aç.',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 31 31" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h31v31H0z"/><path stroke="#17132b" d="M1 1.5h7m2 0h1m1 0h2m2 0h5m2 0h7M1 2.5h1m5 0h1m3 0h1m6 0h1m4 0h1m5 0h1M1 3.5h1m1 0h3m1 0h1m1 0h3m1 0h1m1 0h1m1 0h1m2 0h1m2 0h1m1 0h3m1 0h1M1 4.5h1m1 0h3m1 0h1m1 0h1m7 0h2m2 0h1m1 0h1m1 0h3m1 0h1M1 5.5h1m1 0h3m1 0h1m1 0h1m2 0h5m3 0h2m1 0h1m1 0h3m1 0h1M1 6.5h1m5 0h1m1 0h1m1 0h2m1 0h4m5 0h1m5 0h1M1 7.5h7m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h7M9 8.5h1m2 0h1m1 0h1m1 0h1m4 0h1M1 9.5h1m1 0h5m7 0h2m1 0h1m2 0h1m1 0h5M2 10.5h1m3 0h1m1 0h1m2 0h1m4 0h3m1 0h6m3 0h1M2 11.5h1m3 0h3m2 0h1m1 0h1m5 0h1m2 0h2m1 0h1M1 12.5h2m1 0h1m1 0h1m2 0h1m2 0h2m1 0h1m1 0h1m2 0h2m2 0h1m1 0h1m1 0h1M2 13.5h3m1 0h2m1 0h2m1 0h1m4 0h2m1 0h1m5 0h2M1 14.5h1m1 0h2m1 0h1m2 0h1m1 0h2m1 0h3m2 0h2m2 0h3m3 0h1M1 15.5h2m2 0h1m1 0h1m3 0h8m2 0h2m1 0h4M2 16.5h1m2 0h1m5 0h2m1 0h1m1 0h1m4 0h3m4 0h1M3 17.5h1m3 0h1m1 0h3m3 0h2m1 0h1m1 0h1m5 0h2M1 18.5h1m1 0h1m2 0h1m5 0h2m2 0h2m2 0h6m1 0h1m1 0h1M1 19.5h1m2 0h1m2 0h2m1 0h3m8 0h2m4 0h1M1 20.5h1m1 0h4m3 0h4m1 0h1m1 0h1m2 0h2m2 0h1m3 0h1M1 21.5h1m1 0h6m3 0h1m5 0h1m1 0h6m1 0h3M9 22.5h2m1 0h1m1 0h3m1 0h2m1 0h1m3 0h5M1 23.5h7m4 0h1m1 0h4m2 0h2m1 0h1m1 0h3M1 24.5h1m5 0h1m1 0h3m2 0h1m1 0h1m2 0h3m3 0h1m3 0h1M1 25.5h1m1 0h3m1 0h1m1 0h4m2 0h2m1 0h1m2 0h5m1 0h1m1 0h1M1 26.5h1m1 0h3m1 0h1m1 0h3m1 0h2m2 0h1m1 0h4m3 0h2M1 27.5h1m1 0h3m1 0h1m1 0h1m1 0h2m1 0h1m1 0h2m1 0h1m2 0h7M1 28.5h1m5 0h1m5 0h1m1 0h3m3 0h1m1 0h4m1 0h1M1 29.5h7m1 0h1m1 0h1m1 0h1m1 0h1m2 0h1m1 0h1m1 0h6"/></svg>\n',
    buttonText: 'Uygulamayı indir',
    closeLabel: 'Kapat',
    codeLabel: 'Uygulama indirme karekodu',
    stores: [
      { name: 'App Store', url: 'https://apps.apple.com/tr/app/unilira/id6450112233' },
      { name: 'Google Play', url: 'https://play.google.com/store/apps/details?id=tr.com.unilira.app' },
      { name: 'AppGallery', url: 'https://appgallery.huawei.com/app/C110422845' },
    ],
  },
  english: {
    title: 'Get the Unilira app',
    text: 'Scan the QR code with your phone\'s camera, download the Unilira app and open your free account in a few minutes.',
    storeText: 'Get the Unilira app from your phone\'s app store and open your free account in a few minutes.',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 31 31" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h31v31H0z"/><path stroke="#17132b" d="M1 1.5h7m2 0h1m1 0h2m2 0h5m2 0h7M1 2.5h1m5 0h1m3 0h1m6 0h1m4 0h1m5 0h1M1 3.5h1m1 0h3m1 0h1m1 0h3m1 0h1m1 0h1m1 0h1m2 0h1m2 0h1m1 0h3m1 0h1M1 4.5h1m1 0h3m1 0h1m1 0h1m7 0h2m2 0h1m1 0h1m1 0h3m1 0h1M1 5.5h1m1 0h3m1 0h1m1 0h1m2 0h5m3 0h2m1 0h1m1 0h3m1 0h1M1 6.5h1m5 0h1m1 0h1m1 0h2m1 0h4m5 0h1m5 0h1M1 7.5h7m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h7M9 8.5h1m2 0h1m1 0h1m1 0h1m4 0h1M1 9.5h1m1 0h5m7 0h2m1 0h1m2 0h1m1 0h5M2 10.5h1m3 0h1m1 0h1m2 0h1m4 0h3m1 0h6m3 0h1M2 11.5h1m3 0h3m2 0h1m1 0h1m5 0h1m2 0h2m1 0h1M1 12.5h2m1 0h1m1 0h1m2 0h1m2 0h2m1 0h1m1 0h1m2 0h2m2 0h1m1 0h1m1 0h1M2 13.5h3m1 0h2m1 0h2m1 0h1m4 0h2m1 0h1m5 0h2M1 14.5h1m1 0h2m1 0h1m2 0h1m1 0h2m1 0h3m2 0h2m2 0h3m3 0h1M1 15.5h2m2 0h1m1 0h1m3 0h8m2 0h2m1 0h4M2 16.5h1m2 0h1m5 0h2m1 0h1m1 0h1m4 0h3m4 0h1M3 17.5h1m3 0h1m1 0h3m3 0h2m1 0h1m1 0h1m5 0h2M1 18.5h1m1 0h1m2 0h1m5 0h2m2 0h2m2 0h6m1 0h1m1 0h1M1 19.5h1m2 0h1m2 0h2m1 0h3m8 0h2m4 0h1M1 20.5h1m1 0h4m3 0h4m1 0h1m1 0h1m2 0h2m2 0h1m3 0h1M1 21.5h1m1 0h6m3 0h1m5 0h1m1 0h6m1 0h3M9 22.5h2m1 0h1m1 0h3m1 0h2m1 0h1m3 0h5M1 23.5h7m4 0h1m1 0h4m2 0h2m1 0h1m1 0h3M1 24.5h1m5 0h1m1 0h3m2 0h1m1 0h1m2 0h3m3 0h1m3 0h1M1 25.5h1m1 0h3m1 0h1m1 0h4m2 0h2m1 0h1m2 0h5m1 0h1m1 0h1M1 26.5h1m1 0h3m1 0h1m1 0h3m1 0h2m2 0h1m1 0h4m3 0h2M1 27.5h1m1 0h3m1 0h1m1 0h1m1 0h2m1 0h1m1 0h2m1 0h1m2 0h7M1 28.5h1m5 0h1m5 0h1m1 0h3m3 0h1m1 0h4m1 0h1M1 29.5h7m1 0h1m1 0h1m1 0h1m1 0h1m2 0h1m1 0h1m1 0h6"/></svg>\n',
    buttonText: 'Download the app',
    closeLabel: 'Close',
    codeLabel: 'QR code to download the app',
    stores: [
      { name: 'App Store', url: 'https://apps.apple.com/tr/app/unilira/id6450112233?l=en' },
      { name: 'Google Play', url: 'https://play.google.com/store/apps/details?id=tr.com.unilira.app&hl=en' },
      { name: 'AppGallery', url: 'https://appgallery.huawei.com/app/C110422845' },
    ],
  },
} satisfies Record<string, QrOverlayProps>;
