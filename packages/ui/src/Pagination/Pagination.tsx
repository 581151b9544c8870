import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '../utils/cx.ts';
import type { LinkComponent } from '../utils/link.ts';
import * as styles from './Pagination.css.ts';
import { visiblePages } from './pages.ts';

export interface PaginationProps {
  /** The current page, 1-based as people count (page index 0 is page 1). */
  page: number;
  totalPages: number;
  /** The address of a page (e.g. `/search/python-p3.html`): real links that crawlers follow. */
  hrefFor: (page: number) => string;
  linkComponent?: LinkComponent;
  label?: string;
}

/** Numbered page links with previous and next. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  linkComponent,
  label = 'Pagination',
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const A = linkComponent ?? 'a';
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <A href={hrefFor(page - 1)} className={cx(styles.item, styles.step)} rel="prev">
              <ChevronLeft size={16} aria-hidden="true" />
              Previous
            </A>
          ) : null}
        </li>
        {visiblePages(page, totalPages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <A
                href={hrefFor(p)}
                className={styles.item}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
              >
                {p}
              </A>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <A href={hrefFor(page + 1)} className={cx(styles.item, styles.step)} rel="next">
              Next
              <ChevronRight size={16} aria-hidden="true" />
            </A>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
