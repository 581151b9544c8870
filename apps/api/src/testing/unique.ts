/** Test helper: names no other test (nor the seed) uses, so a test finds only its own rows. */

let count = 0;
const next = () => `${Date.now().toString(36)}${(count++).toString(36)}`;

/** An email address no other test uses: `tag`, then the time and a count. */
export const uniqueEmail = (tag = 'seeker'): string => `${tag}${next()}@example.in`;

/** A word no seeded job or other test holds (letters only), so a test's searches match only its own rows. */
export const uniqueWord = (prefix: string): string =>
  `${prefix}${next()}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string);
