import { PRO_REFERENCE_CODES } from '@jobsite/domain';
import { ToastContext, ToastRegionFrame } from '@jobsite/ui/ToastRegion';
import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { ChatSticky } from './ChatSticky.tsx';
import { createToastStore, type ToastState, type ToastStore, visibleToasts } from './toasts.ts';

/**
 * The offline text of product.md section 8 (the API client's `ERROR_TEXTS.offline`, written here too: the
 * client's module is not part of a visitor's first load).
 */
export const OFFLINE_TEXT = 'Please check your internet connection and try again.';

// The toasts' own code (icons, timers, buttons) loads when the tab shows its first toast: most pages
// never show one. The region's landmark is rendered at once, so the page's HTML does not change.
const loadToastList = () => import('./ToastList.tsx');
const ToastList = lazy(() => loadToastList().then((m) => ({ default: m.ToastList })));

const ToastStoreContext = createContext<ToastStore | null>(null);

/** Reads the tab's toast queue through a selector. */
export function useToastStore<T>(selector: (state: ToastState) => T): T {
  const store = useContext(ToastStoreContext);
  if (!store) throw new Error('useToastStore needs a <SeekerShell> above it');
  return useStore(store, selector);
}

function ToastHost() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <ToastRegionFrame>
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList toasts={visibleToasts({ toasts })} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastRegionFrame>
  );
}

/**
 * The session's part of every page: a toast queue for this tab (created once per tab, and once per
 * request on the server), handed to every feature through the UI kit's `ToastContext`, and the region
 * that shows at most four of them (their code loads with the first toast). The chat sticky renders only
 * for a signed-in person, from a chunk a visitor's pages never load.
 */
export function SeekerShell({ children }: { children: ReactNode }) {
  const [store] = useState(() => createToastStore());
  // Every call goes through the brand server, so the browser itself says when it is offline.
  useEffect(() => {
    const offline = () => store.getState().show({ tone: 'critical', message: OFFLINE_TEXT });
    window.addEventListener('offline', offline);
    // A tab that loses its connection must still be able to say so: the toasts' code (under 2 KB)
    // comes once the page is idle, before it is needed.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => void loadToastList().catch(() => undefined));
    return () => window.removeEventListener('offline', offline);
  }, [store]);
  // A link or form followed while offline would lose this page (the router reloads the page when the
  // next page's code cannot load, and the browser then shows its own offline page): the page stays, with
  // what was typed in it, and says why. Same-page anchors (the skip link) still work.
  useEffect(() => {
    const stay = (event: Event) => {
      if (navigator.onLine) return;
      const target = event.target instanceof Element ? event.target : null;
      if (event.type === 'click' && !target?.closest('a[href]:not([href^="#"])')) return;
      event.preventDefault();
      event.stopPropagation();
      store.getState().show({ tone: 'critical', message: OFFLINE_TEXT });
    };
    document.addEventListener('click', stay, true);
    document.addEventListener('submit', stay, true);
    return () => {
      document.removeEventListener('click', stay, true);
      document.removeEventListener('submit', stay, true);
    };
  }, [store]);
  return (
    <ToastStoreContext.Provider value={store}>
      <ToastContext.Provider value={store.getState().show}>
        {children}
        <ChatSticky />
        <ToastHost />
      </ToastContext.Provider>
    </ToastStoreContext.Provider>
  );
}

import type { SeekerSummary } from './seeker.ts';

export type { SeekerSummary };

/**
 * What the site header shows of the signed-in person: avatar, unread counts (notifications and chats, the
 * chat icon linking to `/mychat`) and their own links (job feed, applied and saved jobs, interviews,
 * assessments, saved searches, settings, log out).
 */
/** The Pro-membership page, with the reference code of the link that leads there (product.md section 9). */
const proPage = (refcode: number) => `/subscribe/pro-membership?refcode=${refcode}`;

export function seekerHeader(seeker: SeekerSummary | null | undefined) {
  if (!seeker) return { user: null, notificationCount: 0, chatCount: 0, chatsHref: '/mychat', userNav: [] };
  return {
    user: {
      name: seeker.name,
      profileHref: '/myprofile',
      ...(seeker.pictureUrl ? { pictureUrl: seeker.pictureUrl } : {}),
      pro: seeker.plan === 'pro',
    },
    notificationCount: seeker.notificationCount,
    chatCount: seeker.chatCount,
    chatsHref: '/mychat',
    userNav: [
      { label: 'Job feed', href: '/jobfeed' },
      { label: `Applied (${seeker.appliedCount})`, href: '/applied-jobs' },
      { label: `Saved (${seeker.savedCount})`, href: '/saved-jobs' },
      { label: 'Interviews', href: '/interviews', secondary: true },
      { label: 'Assessments', href: '/pendingassessments', secondary: true },
      { label: 'Saved searches', href: '/saved-searches', secondary: true },
      ...(seeker.plan === 'pro'
        ? []
        : [
            {
              label: 'Go Pro',
              href: proPage(PRO_REFERENCE_CODES.desktopNav.refcode),
              narrowHref: proPage(PRO_REFERENCE_CODES.mobileNav.refcode),
              secondary: true,
            },
          ]),
      { label: 'Settings', href: '/settings', secondary: true },
      { label: 'Log out', href: '/logout', secondary: true },
    ],
  };
}
