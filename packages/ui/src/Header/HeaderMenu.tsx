import { ChevronDown, Menu } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { visuallyHidden } from '../utils/a11y.css.ts';
import { cx } from '../utils/cx.ts';
import type { LinkComponent } from '../utils/link.ts';
import * as styles from './Header.css.ts';
import type { HeaderNavItem, HeaderUser } from './nav.ts';

export interface HeaderMenuProps {
  nav: HeaderNavItem[];
  user: HeaderUser | null;
  registerHref: string;
  linkComponent?: LinkComponent | undefined;
}

/**
 * The header's menu, a disclosure (`<details>`, so it opens without scripts too). Below the large
 * breakpoint, where the navigation has no room in the bar, it is the "Menu" button and holds every link
 * of the navigation, the profile and, for a visitor on a phone, Register. From the large breakpoint the
 * bar shows the main links and the menu is the signed-in person's avatar, holding the less used links
 * (`secondary`) and the profile; a visitor has nothing there, and no menu.
 *
 * With scripts it closes on a link chosen (the site navigates without a page load), on Escape (focus back
 * on its button) and on a click outside it. Focus never opens it.
 */
export function HeaderMenu({ nav, user, registerHref, linkComponent }: HeaderMenuProps) {
  const A = linkComponent ?? 'a';
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (focusButton: boolean) => {
      details.open = false;
      if (focusButton) details.querySelector('summary')?.focus();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && details.open) close(details.contains(document.activeElement));
    };
    const onPointer = (e: PointerEvent) => {
      if (details.open && !details.contains(e.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  const primary = nav.filter((item) => !item.secondary);
  const secondary = nav.filter((item) => item.secondary);
  const link = (item: HeaderNavItem, className?: string) => (
    <li key={`${item.href}-${className ?? ''}`} className={className}>
      <A href={item.href} className={styles.menuLink} aria-current={item.current ? 'page' : undefined}>
        {item.label}
      </A>
    </li>
  );
  return (
    <details ref={ref} className={cx(styles.menu, !user && styles.narrowOnly)}>
      <summary className={styles.menuButton}>
        <span className={styles.menuButtonNarrow}>
          <Menu size={22} aria-hidden="true" />
          <span className={visuallyHidden}>Menu</span>
        </span>
        {user && (
          <span className={styles.menuButtonWide}>
            <Avatar
              name={user.name}
              size="sm"
              decorative
              {...(user.pictureUrl ? { src: user.pictureUrl } : {})}
            />
            <ChevronDown size={16} aria-hidden="true" />
            <span className={visuallyHidden}>Your account</span>
          </span>
        )}
      </summary>
      {/* A link chosen closes the menu; the link itself does the rest. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on a link inside, which keys trigger as a click too */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the handler only notices links chosen inside */}
      <div
        className={styles.menuPanel}
        onClick={(e) => {
          if ((e.target as Element).closest('a') && ref.current) ref.current.open = false;
        }}
      >
        <ul className={styles.menuList}>
          {primary.map((item) => link(item, styles.narrowOnly))}
          {user && link({ label: 'Your profile', href: user.profileHref })}
          {secondary.flatMap((item) =>
            item.narrowHref
              ? [link({ ...item, href: item.narrowHref }, styles.narrowOnly), link(item, styles.wideOnly)]
              : [link(item)],
          )}
          {!user && link({ label: 'Register', href: registerHref }, styles.phoneOnly)}
        </ul>
      </div>
    </details>
  );
}
