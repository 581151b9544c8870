/**
 * A listing's share card (`routes/share-card.ts`, decision 0048): where it is, and what it says under
 * the listing's name. Category, tag, city and company listings have one; the others (search results,
 * a recruiter's jobs) share the brand's card.
 */

/** The listings with a card of their own, by the path of their first page. */
const WITH_CARD = [/^\/c\/[^/]+-jobs$/, /^\/k\/[^/]+-jobs$/, /^\/jobs-in-[^/]+$/, /^\/company\/[^/]+$/];

/** `/share/l{path}.png` for a listing with a card of its own (`/c/consulting-jobs` and so on), else `null`. */
export const listingCardPath = (path: string): string | null =>
  WITH_CARD.some((p) => p.test(path)) ? `/share/l${path}.png` : null;

/** The listing a card address is for (`/share/l/c/consulting-jobs.png` → `/c/consulting-jobs`), or `null`. */
export function listingOfCard(cardPath: string): string | null {
  const m = /^\/share\/l(\/.+)\.png$/.exec(cardPath);
  const path = m?.[1];
  return path && listingCardPath(path) === cardPath ? path : null;
}

/** "A, B and C". */
const list = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The `n` most frequent of `names`, most frequent first (the first seen first among equals). */
function mostFrequent(names: string[], n: number): string[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name]) => name);
}

/** What a card needs of a listing: its count and the cards of its first page. */
interface CardListing {
  total: number;
  cards: readonly { company: { name: string } | null; cities: string[] }[];
}

/** A card's line holds about this many characters (the share card's measure at its facts' size). */
const LINE = 44;

/** `lead` and as many of `names` as fit on one line, in their order: "Hiring: A, B and C". */
function fitted(lead: string, names: string[]): string | null {
  for (let n = names.length; n > 0; n--) {
    const line = `${lead}${list(names.slice(0, n))}`;
    if (line.length <= LINE || n === 1) return line;
  }
  return null;
}

/** The card's lines under the listing's name: how many jobs, who hires, where. */
export function listingCardFacts(listing: CardListing): string[] {
  const count = listing.total.toLocaleString('en-IN');
  const hiring = fitted(
    'Hiring: ',
    mostFrequent(
      listing.cards.flatMap((c) => (c.company ? [c.company.name] : [])),
      3,
    ),
  );
  const where = fitted(
    'In ',
    mostFrequent(
      listing.cards.flatMap((c) => c.cities),
      3,
    ),
  );
  return [
    listing.total === 1 ? '1 job open now' : `${count} jobs open now`,
    ...(hiring ? [hiring] : []),
    ...(where ? [where] : []),
  ];
}

/** The card's alt text: what it shows, in words. */
export const listingCardAlt = (listing: CardListing & { heading: string }): string =>
  [listing.heading, ...listingCardFacts(listing)].join(', ');
