import type { LinkComponent } from '../utils/link.ts';
import { Link } from './Link.tsx';

export interface LinkListProps {
  links: { label: string; href: string }[];
  /** The list's class: how it lays its links out. */
  className: string;
  /** Each link's class. */
  linkClassName: string;
  /** Quiet links (navigation lists). */
  quiet?: boolean;
  linkComponent?: LinkComponent | undefined;
}

/** Links as a list, each a `Link` (the app's router link when it passes one). */
export function LinkList({ links, className, linkClassName, quiet = false, linkComponent }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.href}>
          <Link
            href={l.href}
            quiet={quiet}
            className={linkClassName}
            {...(linkComponent ? { as: linkComponent } : {})}
          >
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
