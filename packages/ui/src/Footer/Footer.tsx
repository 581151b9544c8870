import type { ReactNode } from 'react';
import { LinkList } from '../Link/LinkList.tsx';
import type { LinkComponent } from '../utils/link.ts';
import * as styles from './Footer.css.ts';

export interface FooterColumn {
  title: string;
  links: { label: string; href: string }[];
}

export interface FooterProps {
  columns: FooterColumn[];
  /** "© 2026 JobSite" or the brand's own line. */
  legal: string;
  /** Page settings shown above the legal line, such as the colour mode. */
  settings?: ReactNode;
  linkComponent?: LinkComponent;
}

/** The site footer: columns of links and the legal line. */
export function Footer({ columns, legal, settings, linkComponent }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className={styles.title}>{col.title}</h2>
            <LinkList
              links={col.links}
              className={styles.list}
              linkClassName={styles.link}
              quiet
              linkComponent={linkComponent}
            />
          </nav>
        ))}
      </div>
      {settings && <div className={styles.settings}>{settings}</div>}
      <p className={styles.bottom}>{legal}</p>
    </footer>
  );
}
