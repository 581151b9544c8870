import { Heading } from '../Heading/Heading.tsx';
import { LinkList } from '../Link/LinkList.tsx';
import { Text } from '../Text/Text.tsx';
import type { LinkComponent } from '../utils/link.ts';
import * as styles from './NotFound.css.ts';

/** The not-found heading, word for word from the spec (typographic apostrophe and ellipsis). */
export const NOT_FOUND_HEADING = 'Ooops! Looks like you’ve got lost…';

export interface NotFoundProps {
  /** Popular categories of the brand, e.g. `{ label: 'Consulting', href: '/c/consulting-jobs' }`. */
  categories: { label: string; href: string }[];
  linkComponent?: LinkComponent;
}

/** The not-found page body: the heading and links to popular categories. */
export function NotFound({ categories, linkComponent }: NotFoundProps) {
  return (
    <section className={styles.root} aria-labelledby="not-found-heading">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <Heading level={1} size={2} id="not-found-heading">
        {NOT_FOUND_HEADING}
      </Heading>
      <Text tone="muted">The page may have moved. These categories are popular right now:</Text>
      <nav aria-label="Popular categories">
        <LinkList
          links={categories}
          className={styles.list}
          linkClassName={styles.category}
          linkComponent={linkComponent}
        />
      </nav>
    </section>
  );
}
