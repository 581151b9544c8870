/**
 * What the features' page stories share: the brand a story shows. The Storybook toolbar picks the brand
 * (`globals.brand`, an app's folder name, which is its vertical's id), and the preview passes every
 * app's site name from its `brand.ts` (`parameters.siteNames`, `.storybook/brands.ts`), so a page story
 * names the site as that brand's app does.
 */
import { VERTICAL_IDS, type Vertical } from '@jobsite/domain';

/** The part of a story's context the brand is read from. */
export interface StoryBrandContext {
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
}

export interface StoryBrand {
  vertical: Vertical;
  /** The site's name as its app's brand calls it ("JobSite Tech"). */
  siteName: string;
}

/** The toolbar's brand, else the first vertical, with its site's name. */
export function storyBrand({ globals, parameters }: StoryBrandContext): StoryBrand {
  const vertical = VERTICAL_IDS.find((id) => id === globals.brand) ?? (VERTICAL_IDS[0] as Vertical);
  const names = (parameters.siteNames ?? {}) as Record<string, string | undefined>;
  const siteName = names[vertical];
  if (!siteName) {
    throw new Error(
      `no site name for ${vertical}: the Storybook preview passes each app's in parameters.siteNames`,
    );
  }
  return { vertical, siteName };
}
