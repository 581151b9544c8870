/**
 * `/share/site.png`: the brand's share card (decision 0048), its name and tagline in its colours: the
 * picture a shared link shows for pages without a card of their own. A resource route (loader only).
 */
import { shareCardResponse, sharePalette } from '@jobsite/shell/share-card';
import { siteContext } from '@jobsite/shell/site';
import type { LoaderFunctionArgs } from 'react-router';

export function loader({ context }: LoaderFunctionArgs) {
  const { brand } = context.get(siteContext);
  const title = brand.tagline.charAt(0).toUpperCase() + brand.tagline.slice(1);
  return shareCardResponse({ brand: brand.name, title, facts: [], palette: sharePalette(brand) });
}
