// The search box's props as every server view builds them: labels in the page's language,
// the results page as the form's target, and the suggestions from content.
import { useView } from '../context.js';
import type { SearchBoxProps } from '../../widgets/search-box/search-box.js';
import type { Locale } from '../../server/content/schemas.js';

export function useSearchBoxProps(id: string, extra: Partial<SearchBoxProps> & { lang?: Locale } = {}): SearchBoxProps {
  const { header, t, pathFor, locale, searchSuggestions } = useView();
  return {
    id,
    action: pathFor('search'),
    lang: locale,
    labels: {
      input: t('Sitede ara'), placeholder: header.searchText, button: header.searchButtonText,
      count: t('{{count}} sonuç bulundu', { count: '{{count}}' }), noResults: t('Sonuç bulunamadı..'), loading: t('Aranıyor…'),
      failed: t('Şu an arama yapılamadı.'), retry: t('Yeniden dene'),
    },
    suggestions: searchSuggestions,
    ...extra,
  };
}
