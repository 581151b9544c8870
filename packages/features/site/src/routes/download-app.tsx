import { originOf, siteContext } from '@jobsite/shell/site';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';

/** `/downloadapp`: why and where to get the brand's mobile app. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const copy = site.brand.downloadApp;
  return {
    copy,
    name: site.brand.name,
    seo: {
      title: `${copy.title} | ${site.brand.name}`,
      description: copy.intro,
      canonical: `${originOf(site, request)}/downloadapp`,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.seo.title },
        { name: 'description', content: loaderData.seo.description },
        { tagName: 'link', rel: 'canonical', href: loaderData.seo.canonical },
        { property: 'og:title', content: loaderData.seo.title },
        { property: 'og:url', content: loaderData.seo.canonical },
      ]
    : [];

export default function DownloadAppPage() {
  const { copy, name } = useLoaderData<typeof loader>();
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
        <Stack space="sm">
          <Heading level={2} size={4}>
            Get the {name} app
          </Heading>
          <Text>
            Search for “{name}” on Google Play or the App Store, or open this page on your phone and add the
            site to your home screen: it works the same way.
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
