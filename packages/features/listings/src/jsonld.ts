/** Structured data (schema.org) of the listings' pages: a company's `Organization`, the brand's site. */
import { type CompanyDetails, siteLogo } from '@jobsite/domain';
import type { JsonLd } from '@jobsite/shell/head';

/**
 * A company's size as schema.org reads it: a `QuantitativeValue` range from "51-200", a lower bound
 * from "5000+", an exact figure from "40"; `null` for anything else.
 */
export function employeesValue(size: string | null): JsonLd | null {
  const text = size?.replace(/[\s,]/g, '') ?? '';
  const range = /^(\d+)-(\d+)$/.exec(text);
  if (range) return { '@type': 'QuantitativeValue', minValue: Number(range[1]), maxValue: Number(range[2]) };
  const atLeast = /^(\d+)\+$/.exec(text);
  if (atLeast) return { '@type': 'QuantitativeValue', minValue: Number(atLeast[1]) };
  if (/^\d+$/.test(text)) return { '@type': 'QuantitativeValue', value: Number(text) };
  return null;
}

/**
 * The `Organization` of a company's page: its name, the page's address, its logo (a site-relative
 * address made absolute on the site's origin) when it has one, its own website as `sameAs`, and its
 * number of employees.
 */
export function companyJsonLd(
  company: Pick<CompanyDetails, 'name' | 'logo' | 'website' | 'size' | 'about'>,
  { origin, url }: { origin: string; url: string },
): JsonLd {
  const employees = employeesValue(company.size);
  const logo = siteLogo(company.logo);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url,
    ...(logo ? { logo: new URL(logo, origin).href } : {}),
    ...(company.website ? { sameAs: company.website } : {}),
    ...(company.about ? { description: company.about } : {}),
    ...(employees ? { numberOfEmployees: employees } : {}),
  };
}

/**
 * The home page's `WebSite` (with the `SearchAction` of the site's search, `/search/{words}.html`) and
 * the brand's own `Organization`.
 */
export function siteJsonLd(
  brand: { name: string; contactEmail: string },
  origin: string,
  searchUrlTemplate: string,
): JsonLd[] {
  const home = `${origin}/`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: brand.name,
      url: home,
      inLanguage: 'en-IN',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: searchUrlTemplate },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: brand.name,
      url: home,
      email: brand.contactEmail,
    },
  ];
}
