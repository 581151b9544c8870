import { searchPath } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { companyJsonLd, employeesValue, siteJsonLd } from './jsonld.ts';
import { searchUrlTemplate } from './routes/home.tsx';

const origin = 'https://jobs.example.com';

describe("a company's Organization", () => {
  const company = {
    name: 'Acme Bank',
    logo: '/logos/acme-bank-0a1b2c3d4e.svg',
    website: 'https://acme.example',
    size: '51-200',
    about: 'A bank.',
  };

  it('names it with its page, absolute logo, website and size as a range', () => {
    expect(companyJsonLd(company, { origin, url: `${origin}/company/acme-bank` })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Acme Bank',
      url: `${origin}/company/acme-bank`,
      logo: `${origin}/logos/acme-bank-0a1b2c3d4e.svg`,
      sameAs: 'https://acme.example',
      description: 'A bank.',
      numberOfEmployees: { '@type': 'QuantitativeValue', minValue: 51, maxValue: 200 },
    });
  });

  it('leaves out what the company does not have', () => {
    const bare = { ...company, logo: null, website: null, size: null, about: null };
    expect(companyJsonLd(bare, { origin, url: `${origin}/company/acme-bank` })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Acme Bank',
      url: `${origin}/company/acme-bank`,
    });
  });

  it('reads the sizes the data writes', () => {
    expect(employeesValue('11-50')).toEqual({ '@type': 'QuantitativeValue', minValue: 11, maxValue: 50 });
    expect(employeesValue('1,001 - 5,000')).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 1001,
      maxValue: 5000,
    });
    expect(employeesValue('5000+')).toEqual({ '@type': 'QuantitativeValue', minValue: 5000 });
    expect(employeesValue('40')).toEqual({ '@type': 'QuantitativeValue', value: 40 });
    expect(employeesValue('large')).toBeNull();
    expect(employeesValue(null)).toBeNull();
  });
});

describe("the brand's WebSite and Organization", () => {
  it("searches at the search page's address, the shape searchPath gives", () => {
    const template = searchUrlTemplate(origin);
    expect(template).toBe(`${origin}/search/{search_term_string}.html`);
    expect(template.replace('{search_term_string}', 'manager')).toBe(
      origin + searchPath({ keyword: 'manager' }),
    );
    const [site, org] = siteJsonLd(
      { name: 'JobSite Tech', contactEmail: 'care@tech.example' },
      origin,
      template,
    );
    expect(site).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'JobSite Tech',
      url: `${origin}/`,
      inLanguage: 'en-IN',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: template },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(org).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'JobSite Tech',
      url: `${origin}/`,
      email: 'care@tech.example',
    });
  });
});
