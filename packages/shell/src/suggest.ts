/** One suggestion under the header's search field (the `/search-suggest` route's answer). */
export interface Suggestion {
  kind: 'tag' | 'company' | 'city';
  label: string;
  href: string;
}

export interface SuggestionGroups {
  query: string;
  tags: Suggestion[];
  companies: Suggestion[];
  cities: Suggestion[];
}

export const EMPTY_SUGGESTIONS: SuggestionGroups = { query: '', tags: [], companies: [], cities: [] };
