import { toSlug } from './slug.ts';

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

/** The longest phrase a synonym group or a name read from an address holds, in words. */
const MAX_PHRASE = 4;

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

/**
 * The words of a text as written: letters and digits, with `+`, `#`, `&`, `.` and `/` kept inside words
 * and a leading `.` kept before a letter (".NET").
 */
function writtenWords(text: string): string[] {
  return (
    text.match(/(?:(?<![\p{L}\p{N}.])\.(?=\p{L}))?[\p{L}\p{N}](?:[\p{L}\p{N}+#&./-]*[\p{L}\p{N}+#])?/gu) ?? []
  ).map((w) => w.normalize('NFC'));
}

/** Lowercase words of a text: letters and digits, with `+`, `#`, `&`, `.` and `/` kept inside words. */
export function searchWords(text: string): string[] {
  return writtenWords(text.toLowerCase());
}

/** The characters a search address drops or spells out (`toSlug`): "C++" is `c-plus-plus`, "M&A" `ma`. */
const SYMBOL = /[+#&./]/;

/** The word with its first letter in capitals, as a heading writes a word it knows no other way of. */
export const capitalised = (word: string) => word.replace(/\p{L}/u, (c) => c.toUpperCase());

/** The words of a vertical, by length, for spelling correction. */
export interface Lexicon {
  readonly words: ReadonlySet<string>;
  readonly byLength: ReadonlyMap<number, readonly string[]>;
  /** How often each word occurs in the vertical's texts: the likelier of two equally close corrections. */
  readonly counts: ReadonlyMap<string, number>;
  /**
   * The words written with a symbol ("c++", "l&d", "ci/cd"), and the names of several words written with
   * one as written ("Mergers & Acquisitions"), by their address form: a search address drops or spells
   * out the symbols (`toSlug`, product.md section 2), so `/search/c-plus-plus.html` is how "C++" arrives
   * and `/search/ld.html` how "L&D" does. A form that is a word of its own ("pl", of "PL/SQL") stands for
   * itself, not for "P&L".
   */
  readonly bySlug: ReadonlyMap<string, string>;
  /** How the vertical writes a word that a capital first letter does not give ("SQL", "iOS", "CI/CD"). */
  readonly written: ReadonlyMap<string, string>;
}

/** A lexicon of every word of these texts (titles, skills, tags, companies, cities), plus common job words. */
export function buildLexicon(texts: Iterable<string>): Lexicon {
  const words = new Set<string>(COMMON);
  const counts = new Map<string, number>();
  const bySlug = new Map<string, string>();
  const written = new Map<string, string>();
  // The words that stand for themselves: the typed form of a word is never read as a symbol word's.
  const own = new Set<string>(COMMON);
  for (const text of texts) {
    const asWritten = writtenWords(text);
    // A name written with a symbol, as a whole ("Mergers & Acquisitions"), for a heading to write it so.
    if (asWritten.length > 1 && asWritten.length <= MAX_PHRASE && SYMBOL.test(text)) {
      const name = text.trim().replace(/\s+/g, ' ');
      if (!bySlug.has(toSlug(name))) bySlug.set(toSlug(name), name);
    }
    for (const form of asWritten) {
      const w = form.toLowerCase();
      words.add(w);
      counts.set(w, (counts.get(w) ?? 0) + 1);
      if (form !== w && form !== capitalised(w) && !written.has(w)) written.set(w, form);
      const slug = toSlug(w);
      if (slug !== w && SYMBOL.test(w)) {
        if (!bySlug.has(slug)) bySlug.set(slug, w);
      } else own.add(w);
      // "node.js", "ci/cd", "scikit-learn": their parts are words too (".net"'s "net" is its own address).
      for (const part of w.split(/[./-]/)) {
        if (!part) continue;
        words.add(part);
        if (part !== slug) own.add(part);
      }
    }
  }
  const byLength = new Map<number, string[]>();
  for (const w of words) {
    const list = byLength.get(w.length) ?? [];
    list.push(w);
    byLength.set(w.length, list);
  }
  for (const list of byLength.values()) list.sort();
  for (const slug of bySlug.keys()) if (own.has(slug)) bySlug.delete(slug);
  return { words, byLength, counts, bySlug, written };
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
 * more frequent in the vertical's texts ("managr" is "manager", not "manage"), then to the alphabetically
 * first, so the answer never depends on the lexicon's order.
 */
export function correctWord(word: string, lexicon: Lexicon): string | undefined {
  if (lexicon.words.has(word) || FILLER.has(word) || /\d/.test(word)) return undefined;
  const max = slipsAllowed(word.length);
  if (max === 0) return undefined;
  let best: { w: string; d: number; first: boolean; count: number } | undefined;
  for (let len = word.length - max; len <= word.length + max; len++) {
    for (const w of lexicon.byLength.get(len) ?? []) {
      const d = editDistance(word, w, max);
      if (d > max) continue;
      const first = w[0] === word[0];
      const count = lexicon.counts.get(w) ?? 0;
      const better =
        !best ||
        d < best.d ||
        (d === best.d && first && !best.first) ||
        (d === best.d && first === best.first && count > best.count);
      if (better) best = { w, d, first, count };
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

/** How a search reads a keyword (`readSearch`). */
export interface SearchReading {
  /**
   * The search's meaning as groups of alternatives: a job matches when, for every group, it holds at
   * least one of the group's phrases. `null` when the seeker used search syntax (quotes, `-word`, `or`),
   * which is then taken as written.
   */
  terms: string[][] | null;
  /**
   * The keyword as read, its words written as the vertical writes them where it knows them ("c plus plus"
   * from an address is "C++", "sql" is "SQL"), other words in lowercase, slips as typed.
   */
  keyword: string;
  /** The keyword with each spelling slip corrected ("managr" is "manager"), or `null` when it has none. */
  corrected: string | null;
}

/** One word, or a run of words read as one symbol word (an address form), of a keyword. */
interface Token {
  /** As typed (lowercase words). */
  typed: string;
  /** As read: the symbol word of an address form ("c++" for "c plus plus"), else as typed. */
  read: string;
  /** As corrected: the closest lexicon word for a slip, else as read. */
  fix: string;
}

/** The symbol word whose address form these words are ("c plus plus" is "c++"), if any. */
function symbolWordOf(words: string, lexicon: Lexicon): string | undefined {
  const word = lexicon.bySlug.get(toSlug(words));
  return word === undefined || /\s/.test(word) ? undefined : word;
}

function tokensOf(words: readonly string[], lexicon: Lexicon): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    for (let n = Math.min(MAX_PHRASE, words.length - i); n >= 1 && taken === 0; n--) {
      const typed = words.slice(i, i + n).join(' ');
      const read = symbolWordOf(typed, lexicon);
      if (read === undefined) continue;
      tokens.push({ typed, read, fix: read });
      taken = n;
    }
    if (taken === 0) {
      const word = words[i] as string;
      const fix = correctWord(word, lexicon) ?? word;
      tokens.push({ typed: word, read: word, fix });
      taken = 1;
    }
    i += taken;
  }
  return tokens;
}

/**
 * Words as a heading writes them: a run that is a name written with a symbol as the vertical writes it
 * ("mergers acquisitions" is "Mergers & Acquisitions"), each other word as the vertical writes it ("SQL",
 * "CI/CD") or as it is.
 */
function shownWords(words: readonly string[], lexicon: Lexicon): string {
  const shown: string[] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    for (let n = Math.min(MAX_PHRASE, words.length - i); n >= 2 && taken === 0; n--) {
      const name = lexicon.bySlug.get(toSlug(words.slice(i, i + n).join(' ')));
      if (name === undefined || !/\s/.test(name)) continue;
      shown.push(name);
      taken = n;
    }
    if (taken === 0) {
      const word = words[i] as string;
      shown.push(lexicon.written.get(word) ?? word);
      taken = 1;
    }
    i += taken;
  }
  return shown.join(' ');
}

/**
 * What a keyword means in a vertical, and how the search read it (see `SearchReading`).
 *
 * - **Address forms**: a run of words that is a symbol word of the lexicon as a search address writes it
 *   is read as that word ("c plus plus" and "c-plus-plus" are "c++", "ld" is "l&d"), the typed words kept
 *   as an alternative.
 * - **Synonyms**: a phrase of a synonym group brings in the group's other phrases.
 * - **Slips**: each word keeps its own spelling as an alternative beside its correction, so a correction
 *   never loses a match. With `correct` false (a search of the words as typed) the terms leave the
 *   corrections out, and `corrected` still says what they would be.
 */
export function readSearch(
  keyword: string,
  synonyms: SynonymIndex,
  lexicon: Lexicon,
  { correct = true }: { correct?: boolean } = {},
): SearchReading {
  if (/["]|(^|\s)-\S|\s(or|OR)\s/.test(keyword))
    return { terms: null, keyword: keyword.trim().replace(/\s+/g, ' '), corrected: null };
  const tokens = tokensOf(searchWords(keyword), lexicon);
  const forms = correct ? (['read', 'fix'] as const) : (['read'] as const);
  const groups: string[][] = [];
  for (let i = 0; i < tokens.length; ) {
    let taken = 0;
    for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= 1 && taken === 0; n--) {
      const run = tokens.slice(i, i + n);
      for (const form of forms) {
        const group = synonyms.get(run.map((t) => t[form]).join(' '));
        if (!group) continue;
        const typed = run.map((t) => t.typed).join(' ');
        const read = run.map((t) => t.read).join(' ');
        groups.push([...new Set([typed, read, ...group])]);
        taken = n;
        break;
      }
    }
    if (taken > 0) {
      i += taken;
      continue;
    }
    const token = tokens[i] as Token;
    const alternatives = [token.typed, token.read, ...(correct ? [token.fix] : [])];
    if (!FILLER.has(token.typed)) groups.push([...new Set(alternatives)]);
    i += 1;
  }
  const slips = tokens.some((t) => t.fix !== t.read);
  return {
    terms: groups,
    keyword: shownWords(
      tokens.map((t) => t.read),
      lexicon,
    ),
    corrected: slips
      ? shownWords(
          tokens.map((t) => t.fix),
          lexicon,
        )
      : null,
  };
}

/**
 * Whether a name answers what a seeker is typing: every typed word starts a word of the name (the last
 * one may be half typed), a known synonym of the typed text names it, an abbreviation written with "&"
 * is made of the first letters of a name written with "&", or, for whole words of four letters or more,
 * a word of the name is within the slips the word's length allows.
 */
export function namesMatch(name: string, typed: string, synonyms?: SynonymIndex): boolean {
  const nameWords = searchWords(name);
  const typedWords = searchWords(typed);
  if (typedWords.length === 0) return false;
  const whole = typedWords.join(' ');
  const group = synonyms?.get(whole);
  if (group?.some((p) => searchWords(p).join(' ') === nameWords.join(' '))) return true;
  // An abbreviation written with "&" names the words it stands for: "m&a" is "Mergers & Acquisitions"
  // (not "Market Access").
  if (typedWords.length === 1 && whole.includes('&') && name.includes('&')) {
    const initials = nameWords.filter((w) => !FILLER.has(w)).map((w) => w[0]);
    if (initials.join('') === whole.replaceAll('&', '')) return true;
  }
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
