import { RouterLink } from '@jobsite/shell/link';
import { Button } from '@jobsite/ui/Button';
import { Heading } from '@jobsite/ui/Heading';
import { Text } from '@jobsite/ui/Text';
import { TextField } from '@jobsite/ui/TextField';
import { CitySelect, ExperienceSelect } from './FilterFields.tsx';
import type { CityOption } from './filters.ts';
import * as styles from './HomeSearch.css.ts';

/**
 * Home's hero: the heading and a search by keyword, city and experience. A plain GET form to
 * `/search` (which sends it on to the search results route), so it works before and without
 * JavaScript; a keyword is needed, as the search route is named by it.
 */
export function HomeSearch({
  heading,
  intro,
  cities,
  placeholder,
}: {
  heading: string;
  intro: string;
  cities: readonly CityOption[];
  placeholder: string;
}) {
  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <div className={styles.heroTitle}>
        <Heading level={1} size={1} id="home-heading">
          {heading}
        </Heading>
        <div className={styles.heroIntro}>
          <Text tone="muted">{intro}</Text>
        </div>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not in React's DOM types yet; role="search" is equivalent */}
      <form method="get" action="/search" role="search" aria-label="Find jobs" className={styles.form}>
        <div className={styles.wholeRow}>
          <TextField
            label="Job title, skill or company"
            name="q"
            required
            placeholder={placeholder}
            autoComplete="off"
          />
        </div>
        <CitySelect cities={cities} value={undefined} />
        <ExperienceSelect value={undefined} />
        <div className={styles.wholeRow}>
          <Button type="submit" fullWidth>
            Search jobs
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The categories as tiles, each with its live job count. */
export function CategoryTiles({
  items,
}: {
  items: readonly { label: string; href: string; jobs?: number }[];
}) {
  return (
    <ul className={styles.tiles}>
      {items.map((c) => (
        <li key={c.href}>
          <RouterLink href={c.href} className={styles.tile}>
            <span className={styles.tileName}>{c.label}</span>
            {c.jobs !== undefined && (
              <span className={styles.tileCount}>
                {c.jobs} {c.jobs === 1 ? 'job' : 'jobs'}
              </span>
            )}
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
