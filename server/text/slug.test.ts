// Slugs are URLs people keep (?kategori=guvenlik, ?il=istanbul&ilce=kadikoy). The lists below
// are every blog category and office place in the content as the two former slug functions
// (blog-listing's categorySlug, offices-filter's placeSlug) made them: one slugify keeps each.
import { describe, it, expect } from 'vitest';
import { slugify } from './slug.js';

/** Blog categories, both languages: name → ?kategori= / ?category= value. */
const CATEGORIES: [string, string][] = [
  ['Business', 'business'],
  ['Cards', 'cards'],
  ['Guides', 'guides'],
  ['Güvenlik', 'guvenlik'],
  ['Kartlar', 'kartlar'],
  ['Para Transferi', 'para-transferi'],
  ['Rehber', 'rehber'],
  ['Security', 'security'],
  ['Transfers', 'transfers'],
  ['İşletmeler', 'isletmeler'],
];

/** Offices' cities and districts: name → ?il= / ?ilce= (?city= / ?district=) value. */
const PLACES: [string, string][] = [
  ['Adana', 'adana'],
  ['Altındağ', 'altindag'],
  ['Ankara', 'ankara'],
  ['Antalya', 'antalya'],
  ['Bakırköy', 'bakirkoy'],
  ['Bağcılar', 'bagcilar'],
  ['Beşiktaş', 'besiktas'],
  ['Bornova', 'bornova'],
  ['Bursa', 'bursa'],
  ['Diyarbakır', 'diyarbakir'],
  ['Erzurum', 'erzurum'],
  ['Esenyurt', 'esenyurt'],
  ['Eskişehir', 'eskisehir'],
  ['Fatih', 'fatih'],
  ['Gaziantep', 'gaziantep'],
  ['Kadıköy', 'kadikoy'],
  ['Karşıyaka', 'karsiyaka'],
  ['Kayapınar', 'kayapinar'],
  ['Kayseri', 'kayseri'],
  ['Kepez', 'kepez'],
  ['Keçiören', 'kecioren'],
  ['Kocasinan', 'kocasinan'],
  ['Konak', 'konak'],
  ['Konya', 'konya'],
  ['Meram', 'meram'],
  ['Mersin', 'mersin'],
  ['Muratpaşa', 'muratpasa'],
  ['Nilüfer', 'nilufer'],
  ['Odunpazarı', 'odunpazari'],
  ['Ortahisar', 'ortahisar'],
  ['Osmangazi', 'osmangazi'],
  ['Pendik', 'pendik'],
  ['Samsun', 'samsun'],
  ['Selçuklu', 'selcuklu'],
  ['Seyhan', 'seyhan'],
  ['Trabzon', 'trabzon'],
  ['Yakutiye', 'yakutiye'],
  ['Yenişehir', 'yenisehir'],
  ['Çankaya', 'cankaya'],
  ['Çukurova', 'cukurova'],
  ['Ümraniye', 'umraniye'],
  ['Üsküdar', 'uskudar'],
  ['İlkadım', 'ilkadim'],
  ['İstanbul', 'istanbul'],
  ['İzmir', 'izmir'],
  ['Şahinbey', 'sahinbey'],
  ['Şehitkamil', 'sehitkamil'],
  ['Şişli', 'sisli'],
];

describe('slugify', () => {
  it.each([...CATEGORIES, ...PLACES])('%s → %s, as before', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('folds Turkish letters in either case, other accents too, and leaves no stray hyphens', () => {
    expect(['IŞIK', 'Iğdır', 'İZMİR', 'Kâğıthane', 'Şanlıurfa', 'ÇAĞLAYAN', 'Üsküdar'].map(slugify)).toEqual(['isik', 'igdir', 'izmir', 'kagithane', 'sanliurfa', 'caglayan', 'uskudar']);
    expect(slugify('  Café – Crème & Co.  ')).toBe('cafe-creme-co');
    expect(slugify('Üsküdar/Kadıköy')).toBe('uskudar-kadikoy');
    expect(slugify('——')).toBe('');
  });
});
