// The site's two forms as the HTTP tests post them: each form's page in both languages, the
// anchor its action and thank-you redirect name, and a submission that passes validation.
export const FORM_PAGES = {
  application: { tr: '/temsilcilik-basvurusu/', en: '/en/representative-application/' },
  contact: { tr: '/iletisim/', en: '/en/communication/' },
} as const;

export const FORM_ANCHOR = {
  application: { tr: 'basvuru-formu', en: 'application-form' },
  contact: { tr: 'iletisim-formu', en: 'contact-form' },
} as const;

export const VALID_SUBMISSION = {
  application: {
    fullName: 'Ayşe Yılmaz', businessName: 'Yılmaz Market', businessType: 'market', taxType: 'individual', taxNumber: '10000000146',
    city: 'İzmir', district: 'Bornova', phone: '0532 123 45 67', email: 'ayse@example.com', message: 'Hafta içi 9–18 arası açığız.', notice: 'yes',
  },
  contact: { fullName: 'Mehmet Kaya', email: 'mehmet@example.com', subject: 'card', message: 'Kartım hâlâ elime ulaşmadı, ne yapmalıyım?', notice: 'yes' },
} as const;
