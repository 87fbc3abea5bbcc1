// A search result as GET /api/search answers it: the server builds it, the results page and the
// search box in the browser show it (widgets/search-box/search-results.tsx).

/** A piece of a result's snippet: text, marked where it matched. Never HTML; whoever shows it escapes it. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

/** A result as the views and the browser see it (the shape of GET /api/search). */
export interface ResultRow { id: string; path: string; title: string; parentName: string; snippet: SnippetPart[] }
