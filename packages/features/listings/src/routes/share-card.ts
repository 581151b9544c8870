/**
 * `/share/l/{listing}.png`: a listing's share card (decision 0048), the picture a link to a category,
 * tag, city or company listing shows in messaging apps and social networks: its name, how many jobs it
 * has, who hires and where, in the brand's colours. Read from the listing's own loader, on its first
 * page without filters. A resource route (loader only); a listing that does not exist is a 404.
 */
import { isApiClientError } from '@jobsite/api-client';
import { shareCardMissing, shareCardResponse, sharePalette } from '@jobsite/shell/share-card';
import { pageUrlOf, siteContext } from '@jobsite/shell/site';
import type { LoaderFunctionArgs } from 'react-router';
import type { ListingData } from '../listing.ts';
import { listingCardFacts, listingOfCard } from '../share.ts';
import { loader as category } from './category.tsx';
import { loader as city } from './city.tsx';
import { loader as company } from './company.tsx';
import { loader as tag } from './tag.tsx';

const notFound = () => shareCardMissing('This listing has no card.');

/** Each listing with a card: its path's first segment, and its page's loader. */
const LOADERS: [RegExp, (args: LoaderFunctionArgs) => Promise<ListingData>][] = [
  [/^\/c\/([^/]+)$/, category],
  [/^\/k\/([^/]+)$/, tag],
  [/^\/company\/([^/]+)$/, company],
  [/^\/jobs-in-[^/]+$/, city],
];

/** Whether `error` is a 404 a listing's loader threw: an unknown slug, or one the API does not know. */
const isNotFound = (error: unknown) =>
  (isApiClientError(error) && (error.status === 404 || error.status === 400)) ||
  (typeof error === 'object' &&
    error !== null &&
    'init' in error &&
    (error as { init?: { status?: number } }).init?.status === 404);

export async function loader(args: LoaderFunctionArgs) {
  const path = listingOfCard(pageUrlOf(args.request).pathname);
  const found = path ? LOADERS.find(([pattern]) => pattern.test(path)) : undefined;
  if (!path || !found) return notFound();
  const [pattern, load] = found;
  const slug = pattern.exec(path)?.[1];
  const request = new Request(new URL(path, args.request.url), { headers: args.request.headers });
  try {
    const listing = await load({ ...args, request, params: slug ? { slug } : {} });
    const site = args.context.get(siteContext);
    return shareCardResponse({
      brand: site.name,
      title: listing.heading,
      facts: listingCardFacts(listing),
      palette: sharePalette(site.brand),
    });
  } catch (error) {
    if (isNotFound(error)) return notFound();
    throw error;
  }
}
