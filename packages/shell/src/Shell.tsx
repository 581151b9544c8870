import { Container } from '@jobsite/ui/Container';
import { Footer } from '@jobsite/ui/Footer';
import { HeaderFrame, type HeaderUser } from '@jobsite/ui/Header';
import { type FocusEvent, lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { type Brand, footerColumns } from './brand.ts';
import { ColorModeControl } from './color-mode.tsx';
import { RouterLink } from './link.tsx';
import * as styles from './Shell.css.ts';

// The overlay is code that only runs once someone starts a search: keep it out of the first load.
const SearchOverlay = lazy(() => import('./SearchOverlay.tsx').then((m) => ({ default: m.SearchOverlay })));
// The signed-in person's shortcuts (notifications, chats, Pro badge, avatar): a visitor's pages never
// load them. A signed-in page has them in its server HTML and hydrates them when the chunk is there.
const UserActions = lazy(() => import('./UserActions.tsx').then((m) => ({ default: m.UserActions })));

/** The learning section (calls.md 7.11), which every brand has: in the footer, and in a visitor's header. */
const LEARNING_LINK = { label: 'Courses', href: '/learning' };
const LEARNING_COLUMN = { title: 'Learn', links: [LEARNING_LINK] };

/**
 * The page frame of every brand: skip link, the UI kit's header (its search box opens the search
 * overlay with suggestions), the main landmark and the footer.
 */
export function Shell({
  brand,
  children,
  user = null,
  notificationCount = 0,
  chatCount = 0,
  chatsHref = '/mychat',
  userNav = [],
}: {
  brand: Brand;
  children: ReactNode;
  /** The signed-in person (the app reads them from its root loader); `null` when signed out. */
  user?: HeaderUser | null;
  notificationCount?: number;
  /** Unread chat messages (the header's chat icon) and where that icon leads. */
  chatCount?: number;
  chatsHref?: string;
  /** Links of the signed-in person (job feed, applied and saved jobs, log out), after the brand's. */
  userNav?: { label: string; href: string }[];
}) {
  const { pathname } = useLocation();
  const [overlay, setOverlay] = useState<{ open: boolean; query: string }>({ open: false, query: '' });
  const suppressUntil = useRef(0);
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const target = e.target;
    if (!(target instanceof HTMLInputElement) || target.type !== 'search') return;
    if (Date.now() < suppressUntil.current) return;
    setOverlay({ open: true, query: target.value });
  };
  const close = useCallback(() => {
    // Closing gives focus back to the header's box: that must not open the overlay again.
    suppressUntil.current = Date.now() + 400;
    setOverlay((o) => ({ ...o, open: false }));
  }, []);
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to main content
      </a>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: listens for focus reaching the header's own search box (the UI kit's Header has no search slot) */}
      <div onFocus={onFocus}>
        <HeaderFrame
          brand={brand.name}
          nav={[...brand.nav, ...(user ? userNav : [LEARNING_LINK])].map((n) => ({
            ...n,
            current: pathname === n.href,
          }))}
          user={user}
          userActions={
            user && (
              <Suspense fallback={null}>
                <UserActions
                  user={user}
                  notificationCount={notificationCount}
                  chatCount={chatCount}
                  chatsHref={chatsHref}
                  linkComponent={RouterLink}
                />
              </Suspense>
            )
          }
          searchAction="/search"
          searchPlaceholder={brand.searchPlaceholder}
          linkComponent={RouterLink}
        />
      </div>
      {overlay.open && (
        <Suspense fallback={null}>
          <SearchOverlay
            open={overlay.open}
            onClose={close}
            initialQuery={overlay.query}
            placeholder={brand.searchPlaceholder}
          />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Container size="wide">{children}</Container>
      </main>
      <Footer
        columns={[...footerColumns(brand), LEARNING_COLUMN]}
        legal={brand.legal}
        settings={<ColorModeControl />}
        linkComponent={RouterLink}
      />
    </>
  );
}
