import { searchedWordsOf, searchPath } from '@jobsite/domain';
import { Container } from '@jobsite/ui/Container';
import { Footer } from '@jobsite/ui/Footer';
import {
  HeaderFrame,
  type HeaderNavItem,
  type HeaderSuggestionGroup,
  type HeaderUser,
} from '@jobsite/ui/Header';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type UIMatch, useFetcher, useLocation, useMatches, useNavigate } from 'react-router';
import { type Brand, footerColumns } from './brand.ts';
import { ColorModeControl } from './color-mode.tsx';
import { RouterLink } from './link.tsx';
import * as styles from './Shell.css.ts';
import type { SuggestionGroups } from './suggest.ts';

// The signed-in person's shortcuts (notifications, chats, Pro badge, avatar): a visitor's pages never
// load them. A signed-in page has them in its server HTML and hydrates them when the chunk is there.
const UserActions = lazy(() => import('./UserActions.tsx').then((m) => ({ default: m.UserActions })));

/** The learning section (calls.md 7.11), which every brand has: in the footer, and in a visitor's header. */
const LEARNING_LINK = { label: 'Courses', href: '/learning' };
const LEARNING_COLUMN = { title: 'Learn', links: [LEARNING_LINK] };

/** The suggestions' groups, in the order the header shows them. */
const SUGGESTION_GROUPS = [
  ['tags', 'Skills and roles'],
  ['companies', 'Companies'],
  ['cities', 'Cities'],
] as const;

/**
 * The words a page says it searched, as the search read them ("c++ developer" where the address says
 * `c-plus-plus-developer`): a route whose module has `export const handle = { searchedWords: true }`
 * answers them as its data's `searchedWords`. Undefined where no route does.
 */
function searchedWordsIn(matches: UIMatch[]): string | undefined {
  for (const m of matches) {
    const handle = m.handle as { searchedWords?: unknown } | undefined;
    if (handle?.searchedWords !== true) continue;
    const words = (m.loaderData as { searchedWords?: unknown } | undefined)?.searchedWords;
    if (typeof words === 'string' && words !== '') return words;
  }
  return undefined;
}

/** Suggestions are asked for from this many typed characters on, this long after the last keystroke. */
const SUGGEST_MIN_LENGTH = 2;
const SUGGEST_DELAY_MS = 150;

/**
 * The header search's suggestions, from the app's `/search-suggest` route with a fetcher: the field
 * reports its text as typed and whenever it wants suggestions (on focus, so a page hydrated after someone
 * typed offers them for that text); they are asked for once the text has two characters and typing
 * pauses, unless they are there already.
 */
function useSearchSuggestions() {
  const { load, reset, data, state } = useFetcher<SuggestionGroups>();
  const [query, setQuery] = useState('');
  const asked = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const ask = useCallback(
    (text: string) => {
      const q = text.trim();
      setQuery(q);
      if (q.length < SUGGEST_MIN_LENGTH || q === asked.current) return;
      clearTimeout(timer.current);
      asked.current = q;
      timer.current = setTimeout(() => load(`/search-suggest?q=${encodeURIComponent(q)}`), SUGGEST_DELAY_MS);
    },
    [load],
  );

  // On another page the suggestions of the last one are dropped, so that the router does not load them
  // again after every form post there; the field asks for them again when it wants them.
  const { key } = useLocation();
  const loaded = data !== undefined || state !== 'idle';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page (its location key) changes
  useEffect(() => {
    if (!loaded) return;
    clearTimeout(timer.current);
    asked.current = '';
    reset();
  }, [key]);

  const enough = query.length >= SUGGEST_MIN_LENGTH;
  const suggestions = useMemo<HeaderSuggestionGroup[]>(
    () =>
      enough && data ? SUGGESTION_GROUPS.map(([group, title]) => ({ title, options: data[group] })) : [],
    [enough, data],
  );
  return { suggestions, ask };
}

/**
 * The page frame of every brand: skip link, the UI kit's header (its search field suggests skills,
 * companies and cities as someone types), the main landmark and the footer.
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
  /**
   * Links of the signed-in person (job feed, applied and saved jobs, log out), after the brand's; the
   * less used ones `secondary` (under the avatar on a wide screen).
   */
  userNav?: Omit<HeaderNavItem, 'current'>[];
}) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const { suggestions, ask } = useSearchSuggestions();
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to main content
      </a>
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
        onSearch={(words) => navigate(searchPath({ keyword: words.trim() }))}
        suggestions={suggestions}
        onQueryChange={ask}
        onChoose={(href) => navigate(href)}
        // A search page keeps its words in the field, to change them from there.
        searchDefaultValue={searchedWordsIn(matches) ?? searchedWordsOf(pathname)}
        linkComponent={RouterLink}
      />
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
