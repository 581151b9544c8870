/**
 * The settings pages. product.md section 2 names `/settings` with the section values privacy,
 * privacy-settings, changepassword and verify-contact-details; each section lives at
 * `/settings/{section}`, `/settings?section={section}` leads there, and `/settings` alone is privacy.
 * privacy-settings is the privacy page under its other name.
 */
export const SECTION_VALUES = [
  'privacy',
  'privacy-settings',
  'changepassword',
  'verify-contact-details',
] as const;

/** The pages the section values lead to. */
export type SettingsPage = 'privacy' | 'changepassword' | 'verify-contact-details';

export const SETTINGS_PAGES: readonly { page: SettingsPage; title: string; href: string }[] = [
  { page: 'privacy', title: 'Privacy and notifications', href: '/settings/privacy' },
  { page: 'changepassword', title: 'Password and security', href: '/settings/changepassword' },
  { page: 'verify-contact-details', title: 'Contact details', href: '/settings/verify-contact-details' },
];

/** The page of a section value; no value is privacy; an unknown value is `null` (not found). */
export function pageOf(section: string | null | undefined): SettingsPage | null {
  if (section === undefined || section === null || section === '') return 'privacy';
  if (section === 'privacy' || section === 'privacy-settings') return 'privacy';
  if (section === 'changepassword' || section === 'verify-contact-details') return section;
  return null;
}

export const titleOf = (page: SettingsPage): string =>
  SETTINGS_PAGES.find((p) => p.page === page)?.title ?? 'Settings';

/**
 * Where `/settings?section=x` belongs: `/settings/x` with the rest of the query kept; `null` when the
 * address is already in its own form (a section in the path, or no section at all).
 */
export function sectionRedirect(url: URL, pathSection: string | undefined): string | null {
  const query = url.searchParams.get('section');
  if (pathSection !== undefined || query === null) return null;
  const rest = new URLSearchParams(url.searchParams);
  rest.delete('section');
  const search = rest.toString();
  return `/settings/${encodeURIComponent(query)}${search ? `?${search}` : ''}`;
}
