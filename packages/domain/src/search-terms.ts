/**
 * What a seeker's search words mean, before the database sees them: abbreviations and synonyms of the
 * vertical ("ml" and "machine learning"), and spelling slips ("enginer") corrected against the words the
 * vertical's jobs are written in (its lexicon). Pure: the API builds the lexicon from its reference data
 * and turns the groups into a text-search query; the site uses the same matching for suggestions.
 */

/** Words that carry no meaning in a job search and are never corrected. */
const FILLER = new Set([
  'a',
  'an',
  'and',
  'at',
  'for',
  'in',
  'job',
  'jobs',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'vacancy',
  'vacancies',
  'opening',
  'openings',
  'role',
  'roles',
]);

/** Words a seeker types that no job title or skill may hold, but that are not slips. */
const COMMON = [
  'senior',
  'junior',
  'lead',
  'head',
  'intern',
  'internship',
  'fresher',
  'freshers',
  'remote',
  'hybrid',
  'manager',
  'engineer',
  'developer',
  'analyst',
  'consultant',
  'executive',
  'associate',
  'director',
  'specialist',
  'officer',
  'principal',
  'staff',
  'part',
  'time',
  'full',
];

/** Lowercase words of a text: letters and digits, with `+`, `#`, `&`, `.` and `/` kept inside words. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}](?:[\p{L}\p{N}+#&./-]*[\p{L}\p{N}+#])?/gu) ?? []).map((w) =>
    w.normalize('NFC'),
  );
}

/** The words of a vertical, by length, for spelling correction. */
export interface Lexicon {
  readonly words: ReadonlySet<string>;
  readonly byLength: ReadonlyMap<number, readonly string[]>;
  /**
   * Words written with `&` ("l&d", "s&op"), by their form without it ("ld", "sop"): a search address
   * drops the `&` (`toSlug`, product.md section 2), so `/search/ld.html` is how "L&D" arrives.
   */
  readonly ampersands: ReadonlyMap<string, string>;
}

/** A lexicon of every word of these texts (titles, skills, tags, companies, cities), plus common job words. */
export function buildLexicon(texts: Iterable<string>): Lexicon {
  const words = new Set<string>(COMMON);
  const ampersands = new Map<string, string>();
  for (const text of texts) {
    for (const w of searchWords(text)) {
      words.add(w);
      if (w.includes('&')) ampersands.set(w.replaceAll('&', ''), w);
      // "node.js", "ci/cd", "scikit-learn": their parts are words too.
      for (const part of w.split(/[./-]/)) if (part) words.add(part);
    }
  }
  const byLength = new Map<number, string[]>();
  for (const w of words) {
    const list = byLength.get(w.length) ?? [];
    list.push(w);
    byLength.set(w.length, list);
  }
  for (const list of byLength.values()) list.sort();
  // A word of its own ("pl" written so) is never read as one with `&`.
  for (const bare of ampersands.keys()) if (words.has(bare)) ampersands.delete(bare);
  return { words, byLength, ampersands };
}

/**
 * The edit distance of `a` and `b` counting an adjacent swap as one edit (optimal string alignment),
 * or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2: number[] = new Array(b.length + 1).fill(0);
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    for (let j = 0; j <= b.length; j++) prev2[j] = prev[j] as number;
    prev = cur;
  }
  return prev[b.length] as number;
}

/** How many slips a word of this length may hold: none below 4 letters, 1 up to 7, then 2. */
export const slipsAllowed = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/**
 * The lexicon's word closest to `word` within the slips its length allows, or `undefined` when the word
 * is known, too short, or nothing is close. Ties go to the word that keeps the first letter, then to the
 * alphabetically first, so the answer never depends on the lexicon's order.
 */
export function correctWord(word: string, lexicon: Lexicon): string | undefined {
  if (lexicon.words.has(word) || FILLER.has(word) || /\d/.test(word)) return undefined;
  const max = slipsAllowed(word.length);
  if (max === 0) return undefined;
  let best: { w: string; d: number; first: boolean } | undefined;
  for (let len = word.length - max; len <= word.length + max; len++) {
    for (const w of lexicon.byLength.get(len) ?? []) {
      const d = editDistance(word, w, max);
      if (d > max) continue;
      const first = w[0] === word[0];
      if (!best || d < best.d || (d === best.d && first && !best.first)) best = { w, d, first };
    }
  }
  return best?.w;
}

/** The synonym groups of a vertical, indexed by each of their phrases (as lowercase words). */
export type SynonymIndex = ReadonlyMap<string, readonly string[]>;

export function synonymIndex(groups: readonly string[]): SynonymIndex {
  const index = new Map<string, readonly string[]>();
  for (const group of groups) {
    const phrases = group.split('|').map((p) => searchWords(p).join(' '));
    for (const p of phrases) index.set(p, phrases);
  }
  return index;
}

/** The longest phrase a synonym group holds, in words. */
const MAX_PHRASE = 4;

/**
 * A search's meaning as groups of alternatives: a job matches when, for every group, it holds at least
 * one of the group's phrases. `null` when the seeker used search syntax (quotes, `-word`, `or`), which is
 * then taken as written. Each word keeps its own spelling as an alternative, so a correction never loses
 * a match; a phrase of a synonym group brings in the group's other phrases. A word that is a lexicon
 * word with its `&` dropped, as a search address drops it ("ld"), is read as that word ("l&d") the way a
 * slip is read as its correction.
 */
export function searchTerms(keyword: string, synonyms: SynonymIndex, lexicon: Lexicon): string[][] | null {
  if (/["]|(^|\s)-\S|\s(or|OR)\s/.test(keyword)) return null;
  const words = searchWords(keyword);
  const corrected = words.map((w) => lexicon.ampersands.get(w) ?? correctWord(w, lexicon) ?? w);
  const groups: string[][] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    for (let n = Math.min(MAX_PHRASE, words.length - i); n >= 1 && taken === 0; n--) {
      for (const form of [words, corrected]) {
        const phrase = form.slice(i, i + n).join(' ');
        const group = synonyms.get(phrase);
        if (!group) continue;
        const own = words.slice(i, i + n).join(' ');
        groups.push([...new Set([own, ...group])]);
        taken = n;
        break;
      }
    }
    if (taken > 0) {
      i += taken;
      continue;
    }
    const word = words[i] as string;
    const fix = corrected[i] as string;
    if (!FILLER.has(word)) groups.push(fix === word ? [word] : [word, fix]);
    i += 1;
  }
  return groups;
}

/**
 * Whether a name answers what a seeker is typing: every typed word starts a word of the name (the last
 * one may be half typed), a known synonym of the typed text names it, or, for whole words of four
 * letters or more, a word of the name is within the slips the word's length allows.
 */
export function namesMatch(name: string, typed: string, synonyms?: SynonymIndex): boolean {
  const nameWords = searchWords(name);
  const typedWords = searchWords(typed);
  if (typedWords.length === 0) return false;
  const whole = typedWords.join(' ');
  const group = synonyms?.get(whole);
  if (group?.some((p) => searchWords(p).join(' ') === nameWords.join(' '))) return true;
  return typedWords.every((t, i) => {
    const last = i === typedWords.length - 1;
    return nameWords.some(
      (w) =>
        w.startsWith(t) ||
        (t.length >= 4 &&
          (editDistance(t, w, slipsAllowed(t.length)) <= slipsAllowed(t.length) ||
            (last && w.length > t.length && editDistance(t, w.slice(0, t.length), 1) <= 1))),
    );
  });
}
