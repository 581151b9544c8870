/**
 * Company logos' addresses (decision 0092): the API answers a company's `logo` as the address the brand
 * site serves it at, `/logos/{name}`, whose name carries a hash of the file's bytes (so it can be cached
 * for a year), or null when the company has none.
 */

/** A logo's file name: the company's slug, 10 hex digits of its bytes' SHA-256, its kind. */
export const LOGO_FILE_NAME = /^[a-z0-9][a-z0-9-]{0,100}-[0-9a-f]{10}\.(svg|png|jpeg|webp)$/;

/** The site address of a logo file. */
export const logoPath = (name: string) => `/logos/${name}`;

/**
 * The address to show a company's logo from: the API's `logo` when it is one the site serves
 * (`/logos/{name}`), else undefined (the company's initials show instead).
 */
export function siteLogo(logo: string | null | undefined): string | undefined {
  if (!logo?.startsWith('/logos/')) return undefined;
  return LOGO_FILE_NAME.test(logo.slice('/logos/'.length)) ? logo : undefined;
}
