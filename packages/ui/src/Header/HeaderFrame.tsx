import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../Button/Button.tsx';
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

export interface HeaderFrameProps {
  /** The brand's name or logo (an app passes its own). */
  brand: ReactNode;
  homeHref?: string;
  nav: HeaderNavItem[];
  /** `null` when signed out. */
  user: HeaderUser | null;
  /** What the header shows a signed-in person beside the search (`HeaderUserActions`, or a lazy one). */
  userActions?: ReactNode;
  loginHref?: string;
  registerHref?: string;
  /** The search form's target; the field is named `q`. */
  searchAction?: string;
  searchPlaceholder?: string;
  onSearch?: (query: string) => void;
  linkComponent?: LinkComponent;
}

/**
 * The site header without the signed-in person's shortcuts: brand, navigation, search, and sign-in, or
 * `userActions` when someone is signed in. `Header` fills it with `HeaderUserActions`; a site that wants
 * a visitor's pages not to carry the signed-in code passes its own (e.g. a lazy `HeaderUserActions`).
 */
export function HeaderFrame({
  brand,
  homeHref = '/',
  nav,
  user,
  userActions = null,
  loginHref = '/login',
  registerHref = '/register',
  searchAction = '/search',
  searchPlaceholder = 'Search jobs, skills, companies',
  onSearch,
  linkComponent,
}: HeaderFrameProps) {
  const A = linkComponent ?? 'a';
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
            const query = String(new FormData(e.currentTarget).get('q') ?? '');
            if (query.trim() === '') {
              // Nothing to search for yet: back to the box (where the site offers its suggestions).
              e.preventDefault();
              e.currentTarget.querySelector('input')?.focus();
              return;
            }
            if (!onSearch) return;
            e.preventDefault();
            onSearch(query);
          }}
        >
          <div className={styles.searchBox}>
            <input
              type="search"
              name="q"
              aria-label="Search jobs"
              placeholder={searchPlaceholder}
              className={styles.searchInput}
            />
            <button type="submit" className={styles.searchSubmit} aria-label="Search">
              <Search size={16} aria-hidden="true" />
            </button>
          </div>
        </form>
        <div className={styles.actions}>
          {user ? (
            userActions
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
