import { STATIC_PAGES, type StaticPageKey } from '@jobsite/shell/brand';
import { siteCard } from '@jobsite/shell/head';
import { originOf, pageUrlOf, publicCache, siteContext } from '@jobsite/shell/site';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { CopySections } from '../CopySections.tsx';
import { legalPages } from '../legal.ts';

/**
 * Brand copy that a signed-out visitor reads without the app: it loads on their first use of a control
 * that needs it, such as the header's search (decision 0055).
 */
export const handle = { hydrate: 'on-use' } as const;

/** The about, contact, faq, privacy, terms, refund and cookie pages: one module, one route per path. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const { pathname } = pageUrlOf(request);
  const key = (Object.keys(STATIC_PAGES) as StaticPageKey[]).find((k) => STATIC_PAGES[k] === pathname);
  if (!key) throw data(null, { status: 404 });
  const copy =
    key === 'about' || key === 'contact' || key === 'faq'
      ? site.brand.pages[key]
      : legalPages(site.brand)[key];
  return {
    copy,
    seo: {
      title: `${copy.title} | ${site.brand.name}`,
      description: copy.description,
      canonical: originOf(site, request) + pathname,
      siteName: site.brand.name,
      // The brand's card: what a shared link to the page shows.
      image: siteCard(originOf(site, request) + pathname, site.brand.name),
    },
  };
}

/**
 * Title, description, canonical and the share tags with the brand's card, written out here: the page is
 * read without the app, and the shell's head helpers would weigh on its first use (decision 0055).
 */
export const meta: MetaFunction<typeof loader> = ({ loaderData }) => {
  if (!loaderData) return [];
  const { seo } = loaderData;
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:image', content: seo.image.url },
    { property: 'og:image:alt', content: seo.image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: seo.image.url },
  ];
};

export function headers() {
  return { 'Cache-Control': publicCache(3600) };
}

export default function StaticPage() {
  const { copy } = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="page-title">
      <Stack space="lg">
        <Heading level={1} size={2} id="page-title">
          {copy.title}
        </Heading>
        <CopySections sections={copy.sections} />
      </Stack>
    </article>
  );
}
