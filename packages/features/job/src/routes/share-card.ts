/**
 * `/share/j/{slug}-{id}.png`: the job's share card (decision 0048), the picture a link to its page shows
 * in messaging apps and social networks: title, company, place, experience and salary where shown, in
 * the brand's colours. A resource route (loader only); an unknown or closed job is a 404.
 */
import { isApiClientError } from '@jobsite/api-client';
import { jobIdFromSlug } from '@jobsite/domain';
import { shareCardMissing, shareCardResponse, sharePalette } from '@jobsite/shell/share-card';
import { apiFor, siteContext } from '@jobsite/shell/site';
import type { LoaderFunctionArgs } from 'react-router';
import { cardFacts } from '../share.ts';

const notFound = () => shareCardMissing('This job has no card.');

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const slug = params.slug ?? '';
  const id = slug.endsWith('.png') ? jobIdFromSlug(`${slug.slice(0, -'.png'.length)}.html`) : null;
  if (id === null) return notFound();
  try {
    const job = await apiFor(site, request).job.jobDetail({ jobcode: id });
    if (job.status !== 'live') return notFound();
    return shareCardResponse({
      brand: site.name,
      title: job.title,
      facts: cardFacts(job),
      palette: sharePalette(site.brand),
    });
  } catch (error) {
    if (isApiClientError(error) && (error.status === 404 || error.status === 400)) return notFound();
    throw error;
  }
}
