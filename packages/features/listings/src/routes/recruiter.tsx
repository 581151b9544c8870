import { isApiClientError } from '@jobsite/api-client';
import { apiFor, siteContext } from '@jobsite/shell/site';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { ListingView } from '../ListingView.tsx';
import { loadListing, notFound } from '../listing.ts';
import { seoMeta } from '../seo.ts';

/** `/recruiter/{id}`: the jobs a recruiter has posted (an anonymous visitor's user id is -1). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id)) notFound();
  const api = apiFor(site, request);
  const recruiter = await api.job.recruiterData({ id }).catch((error: unknown) => {
    if (isApiClientError(error) && error.status === 404) notFound();
    throw error;
  });
  const facts = [
    recruiter.designation ? { label: 'Role', value: recruiter.designation } : null,
    recruiter.company ? { label: 'Company', value: recruiter.company.name } : null,
    recruiter.city ? { label: 'City', value: recruiter.city.name } : null,
    { label: 'Open jobs', value: String(recruiter.activeJobs) },
  ].filter((f) => f !== null);
  return loadListing(site, request, api, {
    path: `/recruiter/${recruiter.id}`,
    heading: `Jobs posted by ${recruiter.name}`,
    fallbackTitle: `Jobs posted by ${recruiter.name}`,
    fallbackDescription: `Open jobs posted by ${recruiter.name}${recruiter.company ? ` of ${recruiter.company.name}` : ''} on ${site.name}.`,
    noFilters: true,
    intro: { facts },
    fetchPage: (a, page) => a.job.recruiterJobs({ userId: -1, recruiterId: recruiter.id, page }),
  });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function RecruiterPage() {
  return <ListingView data={useLoaderData<typeof loader>()} />;
}
