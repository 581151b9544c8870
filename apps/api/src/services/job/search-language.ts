/**
 * The words a vertical's searches are read against: its lexicon (for spelling slips) and its synonym
 * groups. Built with the reference data, so it follows new tags, companies and cities within the
 * reference's TTL.
 */
import {
  buildLexicon,
  type Lexicon,
  readSearch,
  type SynonymIndex,
  synonymIndex,
} from '@jobsite/domain/search-terms';
import { VOCABULARY } from '@jobsite/domain/vocabulary';
import type { Vertical } from '../../db/content.ts';

export interface SearchLanguage {
  lexicon: Lexicon;
  synonyms: SynonymIndex;
}

/** The lexicon of these reference names plus the vertical's own titles, skills and areas. */
export function searchLanguage(vertical: Vertical, names: Iterable<string>): SearchLanguage {
  const vocabulary = VOCABULARY[vertical];
  const texts: string[] = [...names, ...vocabulary.synonyms];
  for (const c of Object.values(vocabulary.categories)) {
    texts.push(c.titles, c.duties, c.functionalAreas, c.industries, ...Object.entries(c.menus).flat());
  }
  return {
    lexicon: buildLexicon(texts.flatMap((t) => t.split('|'))),
    synonyms: synonymIndex(vocabulary.synonyms),
  };
}

/**
 * What a keyword search means in this vertical and how it read the keyword (see `readSearch`); `asTyped`
 * searches the words without their spelling corrections.
 */
export const readingOf = (language: SearchLanguage, keyword: string, asTyped = false) =>
  readSearch(keyword, language.synonyms, language.lexicon, { correct: !asTyped });
