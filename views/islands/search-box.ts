// The search box's props as every page builds them from content: labels in the page's
// language, the results page as the form's target, and the suggestions.
import { useView } from '../context.js';
import type { SearchBoxProps } from '../../widgets/search-box/search-box.js';

export function useSearchBoxProps(id: string, extra: Partial<SearchBoxProps> = {}): SearchBoxProps {
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
