/** One suggestion of the search overlay. */
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
