import { APP_STORES } from '@jobsite/shell/brand';
import { publicCache, siteContext } from '@jobsite/shell/site';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Inline } from '@jobsite/ui/Inline';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { pageMeta } from '../page-seo.ts';
import { programmeSeo } from '../programme.ts';

/** A store's link as its badge says it: "Get it on Google Play", "Download on the App Store". */
const STORE_CALL = { 'google-play': 'Get it on', 'app-store': 'Download on the' } as const;

/** `/downloadapp`: why and where to get the brand's mobile app, with its store pages from the brand's data. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const copy = site.brand.downloadApp;
  return {
    copy: { title: copy.title, intro: copy.intro, points: copy.points },
    stores: copy.stores.map((s) => ({
      href: s.href,
      call: STORE_CALL[s.store],
      store: APP_STORES[s.store].name,
    })),
    name: site.brand.name,
    seo: programmeSeo(site, request, '/downloadapp', { title: copy.title, description: copy.intro }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.seo);

export function headers() {
  return { 'Cache-Control': publicCache(3600) };
}

export default function DownloadAppPage() {
  const { copy, stores, name } = useLoaderData<typeof loader>();
  return (
    <Stack space="lg">
      <Heading level={1} size={2}>
        {copy.title}
      </Heading>
      <Text>{copy.intro}</Text>
      <ul>
        {copy.points.map((p) => (
          <li key={p}>
            <Text as="span">{p}</Text>
          </li>
        ))}
      </ul>
      <Card tone="brand">
        <Stack space="md">
          <Heading level={2} size={4}>
            Get the {name} app
          </Heading>
          <Inline space="md" wrap>
            {stores.map((s) => (
              <a key={s.href} href={s.href} rel="noopener" style={BADGE}>
                <span style={BADGE_CALL}>{s.call}</span> <span style={BADGE_STORE}>{s.store}</span>
              </a>
            ))}
          </Inline>
          <Text tone="muted">
            Or open this site on your phone and add it to your home screen: it works the same way.
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}

/** The store badges: light text on black, as the stores ask their badges to look. */
const BADGE = {
  display: 'inline-flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minWidth: '10rem',
  minHeight: '3rem',
  padding: '0.375rem 1rem',
  borderRadius: '0.5rem',
  background: '#000',
  color: '#fff',
  textDecoration: 'none',
  lineHeight: 1.2,
} as const;
const BADGE_CALL = { fontSize: '0.75rem' } as const;
const BADGE_STORE = { fontSize: '1.125rem', fontWeight: 600 } as const;
