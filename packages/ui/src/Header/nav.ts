/** What the header shows: its links and the signed-in person. */

export interface HeaderNavItem {
  label: string;
  href: string;
  current?: boolean;
  /**
   * A less used link: from the large breakpoint it sits in the avatar's menu rather than in the bar
   * (below it every link is in the "Menu").
   */
  secondary?: boolean;
  /** Where the link leads from the narrow screens' menu, when that differs (another reference code). */
  narrowHref?: string;
}

export interface HeaderUser {
  name: string;
  pictureUrl?: string;
  profileHref: string;
  /** A Pro member: the header shows a Pro badge beside the shortcuts. */
  pro?: boolean;
}
