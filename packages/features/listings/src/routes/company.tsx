import { isApiClientError } from '@jobsite/api-client';
import { siteLogo } from '@jobsite/domain';
import { apiFor, publicCache, siteContext } from '@jobsite/shell/site';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { companyJsonLd } from '../jsonld.ts';
import { ListingView } from '../ListingView.tsx';
import { loadListing, notFound } from '../listing.ts';
import { seoMeta } from '../seo.ts';

/** `/company/{slug}`: a company, its perks and benefits, and its open jobs. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const slug = params.slug ?? '';
  const api = apiFor(site, request);
  const company = await api.job.companyData({ slug }).catch((error: unknown) => {
    if (isApiClientError(error) && error.status === 404) notFound();
    throw error;
  });
  const facts = [
    company.industry ? { label: 'Industry', value: company.industry.name } : null,
    company.size ? { label: 'Employees', value: company.size } : null,
    { label: 'Open jobs', value: String(company.activeJobs) },
  ].filter((f) => f !== null);
  const logo = siteLogo(company.logo);
  return loadListing(site, request, api, {
    path: `/company/${company.slug}`,
    heading: `Jobs at ${company.name}`,
    fallbackTitle: `${company.name} Jobs and Careers`,
    fallbackDescription: `${company.name}: open jobs, perks and benefits. ${company.about ?? ''}`.slice(
      0,
      160,
    ),
    noFilters: true,
    jsonLd: (origin) => [companyJsonLd(company, { origin, url: `${origin}/company/${company.slug}` })],
    intro: {
      ...(logo ? { logo: { src: logo, name: company.name } } : {}),
      about: company.about,
      facts,
      perks: company.perks,
      benefits: company.benefits,
    },
    fetchPage: (a, page) => a.job.topJobs({ page, slug: company.slug }),
  });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export function headers() {
  return { 'Cache-Control': publicCache(60) };
}

export default function CompanyPage() {
  return <ListingView data={useLoaderData<typeof loader>()} />;
}
