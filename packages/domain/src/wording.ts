/**
 * Article rules for texts the seeker reads, in one place so that the pages, the API's messages and the
 * seed say "an AI startup" alike (counts: `plural` in counts.ts); and `wordingSlips`, which finds the
 * counting and article slips these rules prevent in a page's text (the browser suites run it over every
 * page they walk).
 */

/** Words spelt with a vowel letter but said with a consonant sound ("a user", "a one-time code"). */
const CONSONANT_SOUND = /^(?:u[bcdfgjklmnpqrstvwxyz][aeiou]|uni|use|usu|uti|one\b|once\b|eu)/i;
/** Words and numbers not spelt with a vowel but said with one ("an hour", "an 8-week", "an 11-month"). */
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir|8|1[18](?!\d))/i;
/** Capital letters whose name starts with a vowel sound, for initialisms ("an MBA", "an HR team", "an SEO"). */
const VOWEL_SOUND_LETTERS = 'AEFHILMNORSX';

/** Whether a word (or initialism) is said starting with a vowel sound. */
function saidWithVowel(word: string): boolean {
  const initialism = /^[A-Z]{2,}(?![a-z])/.test(word);
  if (initialism) return VOWEL_SOUND_LETTERS.includes(word.charAt(0));
  if (VOWEL_SOUND.test(word)) return true;
  if (CONSONANT_SOUND.test(word)) return false;
  return /^[aeiou]/i.test(word);
}

/** `a`/`an` for the phrase that follows it. */
export const article = (phrase: string): 'a' | 'an' => (saidWithVowel(phrase.trim()) ? 'an' : 'a');

/** The phrase with its indefinite article: `an AI startup`, `a Banking company`, `an MBA`. */
export const withArticle = (phrase: string): string => `${article(phrase)} ${phrase}`;

/** Count words whose singular ends in `s`: "1 news", "1 analysis" are right. */
const SINGULAR_S = /(?:ss|us|is|ics|news|series|species|plus|gas|bus|yes|lens)$/i;

/**
 * Whether `art word` is a slip, by a stricter test than `article`: how an initialism is said varies
 * ("a SQL" and "an SQL" are both written), so only the clear cases count: "a" before a vowel letter
 * said as a vowel ("a AI", "a Area", "a IT"), "an" before a word said with a consonant ("an Banking",
 * "an user"). A single letter may be a grade or a label ("a B", "an A"): left alone.
 */
function articleSlip(art: string, word: string): boolean {
  if (word.length < 2) return false;
  const initialism = /^[A-Z]{2,}(?![a-z])/.test(word);
  if (art === 'a') return /^[aeiou]/i.test(word) && (initialism ? !/^U/.test(word) : saidWithVowel(word));
  return !initialism && !saidWithVowel(word);
}

/**
 * "1" and the word after it, where the 1 counts something: not part of a larger figure ("2021 jobs",
 * "0.1 points", "1,1"), and not a number that names something ("Round 1 Results", "Step 1 Details").
 */
const COUNT_OF_ONE =
  /(?<![\d.,:/-])(?<!\b(?:round|step|page|question|level|part|no\.?|version|week|day|edition|slide|rank|top|of)\s)\b1 ([A-Za-z]{3,})\b/gi;

/** A slip found in a text: what it says and a few words around it. */
export interface WordingSlip {
  kind: 'plural' | 'article';
  text: string;
}

/**
 * The counting and article slips in a page's visible text: "1 applicants", "1 jobs", "a AI startup",
 * "a Area Manager", "an Banking". Numbers written with digits only; a number that is part of a larger
 * figure ("1,1 jobs", "0.1 points", "2021 jobs") is not a count of one.
 */
export function wordingSlips(text: string): WordingSlip[] {
  const slips: WordingSlip[] = [];
  for (const m of text.matchAll(COUNT_OF_ONE)) {
    const word = m[1] ?? '';
    if (/s$/.test(word) && !SINGULAR_S.test(word)) slips.push({ kind: 'plural', text: m[0] });
  }
  for (const m of text.matchAll(/(?<![^\s("“‘])(a|an|A|An) ([A-Za-z][\w-]*)/g)) {
    const [whole, art = '', word = ''] = m;
    if (articleSlip(art.toLowerCase(), word)) slips.push({ kind: 'article', text: whole });
  }
  return slips;
}
