import { Bell, MessageSquare, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge, CountBadge } from '../Badge/Badge.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import { visuallyHidden } from '../utils/a11y.css.ts';
import type { LinkComponent } from '../utils/link.ts';
import * as styles from './Header.css.ts';

export interface HeaderNavItem {
  label: string;
  href: string;
  current?: boolean;
}

export interface HeaderUser {
  name: string;
  pictureUrl?: string;
  profileHref: string;
  /** A Pro member: the header shows a Pro badge beside the profile link. */
  pro?: boolean;
  /**
   * Where a member who is not Pro can upgrade from a small screen, where the main navigation is hidden
   * (the Pro page with the mobile nav's reference code): a "Go Pro" link beside the profile link.
   */
  upgradeHref?: string;
}

export interface HeaderProps {
  /** The brand's name or logo (an app passes its own). */
  brand: ReactNode;
  homeHref?: string;
  nav: HeaderNavItem[];
  /** `null` when signed out. */
  user: HeaderUser | null;
  notificationCount?: number;
  chatCount?: number;
  notificationsHref?: string;
  chatsHref?: string;
  loginHref?: string;
  registerHref?: string;
  /** The search form's target; the field is named `q`. */
  searchAction?: string;
  searchPlaceholder?: string;
  onSearch?: (query: string) => void;
  linkComponent?: LinkComponent;
}

/** The site header: brand, navigation, search, and sign-in or the signed-in person's shortcuts. */
export function Header({
  brand,
  homeHref = '/',
  nav,
  user,
  notificationCount = 0,
  chatCount = 0,
  notificationsHref = '/allnotification',
  chatsHref = '/chats',
  loginHref = '/login',
  registerHref = '/register',
  searchAction = '/search',
  searchPlaceholder = 'Search jobs, skills, companies',
  onSearch,
  linkComponent,
}: HeaderProps) {
  const A = linkComponent ?? 'a';
  const iconLink = (href: string, label: string, count: number, icon: ReactNode) => (
    <span className={styles.withCount}>
      <A href={href} aria-label={count > 0 ? `${label}, ${count} unread` : label} className={styles.navLink}>
        <span style={{ display: 'inline-grid', placeItems: 'center', width: 40, height: 40 }}>{icon}</span>
      </A>
      <span className={styles.countPos} aria-hidden="true">
        <CountBadge count={count} label={`unread ${label.toLowerCase()}`} />
      </span>
    </span>
  );
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <A href={homeHref} className={styles.brand}>
          {brand}
        </A>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.navList}>
            {nav.map((item) => (
              <li key={item.href}>
                <A
                  href={item.href}
                  className={styles.navLink}
                  aria-current={item.current ? 'page' : undefined}
                >
                  {item.label}
                </A>
              </li>
            ))}
          </ul>
        </nav>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is not in React's DOM types yet; role="search" is equivalent */}
        <form
          role="search"
          action={searchAction}
          className={styles.search}
          onSubmit={(e) => {
            if (!onSearch) return;
            e.preventDefault();
            onSearch(String(new FormData(e.currentTarget).get('q') ?? ''));
          }}
        >
          <div className={styles.searchBox}>
            <Search size={16} className={styles.searchIcon} aria-hidden="true" />
            <input
              type="search"
              name="q"
              aria-label="Search jobs"
              placeholder={searchPlaceholder}
              className={styles.searchInput}
            />
          </div>
        </form>
        <div className={styles.actions}>
          {user ? (
            <>
              {iconLink(
                notificationsHref,
                'Notifications',
                notificationCount,
                <Bell size={20} aria-hidden="true" />,
              )}
              {iconLink(chatsHref, 'Chats', chatCount, <MessageSquare size={20} aria-hidden="true" />)}
              {user.pro ? (
                <span className={styles.proBadge}>
                  <Badge tone="brand" strong>
                    Pro<span className={visuallyHidden}> member</span>
                  </Badge>
                </span>
              ) : (
                user.upgradeHref && (
                  <A href={user.upgradeHref} className={`${styles.navLink} ${styles.upgradeSmall}`}>
                    Go Pro
                  </A>
                )
              )}
              <A href={user.profileHref} className={styles.navLink} title="Your profile">
                <Avatar name={user.name} size="sm" {...(user.pictureUrl ? { src: user.pictureUrl } : {})} />
              </A>
            </>
          ) : (
            <>
              <span className={styles.hideSmall}>
                <ButtonLink
                  href={registerHref}
                  variant="ghost"
                  size="sm"
                  {...(linkComponent ? { as: linkComponent } : {})}
                >
                  Register
                </ButtonLink>
              </span>
              <ButtonLink
                href={loginHref}
                variant="primary"
                size="sm"
                {...(linkComponent ? { as: linkComponent } : {})}
              >
                Log in
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
