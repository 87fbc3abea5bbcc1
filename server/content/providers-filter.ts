// The in-network providers as the page shows them: grouped by category in a fixed order, and
// filtered by the GET form's category (`kategori` in Turkish, `category` in English). An
// unknown category gets a readable message (and a 400) and the whole list.
import { providerCategories, type ProviderCategory } from './schemas.js';
import type { CollectionTypes } from './collections.js';
import type { Translate } from '../i18n.js';
import type { Locale } from '../../shared/locale.js';

export type ProviderItem = CollectionTypes['providers'];

export const providerParam: Record<Locale, string> = { tr: 'kategori', en: 'category' };

/** Each category's URL value and its name, in each language. */
export const categoryWords: Record<ProviderCategory, Record<Locale, { slug: string }> & { name: string }> = {
  bills: { tr: { slug: 'fatura-odeme' }, en: { slug: 'bill-payments' }, name: 'Fatura ödeme' },
  loadPoints: { tr: { slug: 'para-yukleme-noktalari' }, en: { slug: 'load-points' }, name: 'Para yükleme noktaları' },
  qrMerchants: { tr: { slug: 'uniqr-ile-odeme' }, en: { slug: 'uniqr-merchants' }, name: 'UniQR ile ödeme' },
};

export interface ProvidersView {
  param: string;
  categories: { key: ProviderCategory; slug: string; name: string; count: number }[];
  selected?: ProviderCategory;
  problem?: string;
  total: number;
  groups: { key: ProviderCategory; name: string; providers: ProviderItem[] }[];
}

export function providersView(all: ProviderItem[], locale: Locale, query: Record<string, unknown>, t: Translate): ProvidersView {
  const param = providerParam[locale];
  const categories = providerCategories.map((key) => ({ key, slug: categoryWords[key][locale].slug, name: t(categoryWords[key].name), count: all.filter((p) => p.category === key).length }));
  const view: ProvidersView = { param, categories, total: all.length, groups: [] };
  const value = query[param];
  if (typeof value === 'string' && value.trim()) {
    view.selected = categories.find((c) => c.slug === value.trim())?.key;
    if (!view.selected) view.problem = t('Bu kategori tanınmadı. Listeden bir kategori seç.');
  } else if (value !== undefined && typeof value !== 'string') {
    view.problem = t('Bu kategori tanınmadı. Listeden bir kategori seç.');
  }
  view.groups = categories
    .filter((c) => c.count > 0 && (!view.selected || c.key === view.selected))
    .map((c) => ({ key: c.key, name: c.name, providers: all.filter((p) => p.category === c.key).sort((a, b) => a.order - b.order) }));
  return view;
}
