import type { ReactNode } from 'react';
import { ButtonLink } from '../Button/Button.tsx';
import type { LinkComponent } from '../utils/link.ts';
import * as styles from './Header.css.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import { HeaderSearch, type HeaderSearchProps } from './HeaderSearch.tsx';
import type { HeaderNavItem, HeaderUser } from './nav.ts';

export type { HeaderNavItem, HeaderUser };

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
  /**
   * Suggestions for the typed text: given (even empty), the search field is a combobox that shows them
   * under it (see `HeaderSearch`); without, it is a plain search field.
   */
  suggestions?: HeaderSearchProps['suggestions'];
  /** The search field's text as typed, and whenever the field wants suggestions for it (see `HeaderSearch`). */
  onQueryChange?: HeaderSearchProps['onQueryChange'];
  /** A suggestion chosen: the site goes to its `href` (a full page load without it). */
  onChoose?: HeaderSearchProps['onChoose'];
  /** The search field's text at first. */
  searchDefaultValue?: string | undefined;
  linkComponent?: LinkComponent;
}

/**
 * The site header without the signed-in person's shortcuts: brand, navigation, search, and sign-in, or
 * `userActions` when someone is signed in, and the menu (`HeaderMenu`). On a phone the bar holds the
 * brand, the shortcuts and the menu, and the search field takes a row of its own under them; from the
 * large breakpoint the main links sit in the bar in one row and the others under the avatar. `Header`
 * fills it with `HeaderUserActions`; a site that wants a visitor's pages not to carry the signed-in code
 * passes its own (e.g. a lazy `HeaderUserActions`).
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
  suggestions,
  onQueryChange,
  onChoose,
  searchDefaultValue,
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
            {nav
              .filter((item) => !item.secondary)
              .map((item) => (
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
        <HeaderSearch
          action={searchAction}
          placeholder={searchPlaceholder}
          onSearch={onSearch}
          suggestions={suggestions}
          onQueryChange={onQueryChange}
          onChoose={onChoose}
          defaultValue={searchDefaultValue}
        />
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
        <HeaderMenu nav={nav} user={user} registerHref={registerHref} linkComponent={linkComponent} />
      </div>
    </header>
  );
}
