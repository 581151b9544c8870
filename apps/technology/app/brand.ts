import { listingPath, VERTICALS } from '@jobsite/domain';
import { type Brand, STATIC_PAGES } from '@jobsite/shell/brand';

const categories = VERTICALS.technology.categories.map((c) => ({
  label: `${c.name} jobs`,
  href: listingPath('c', c.slug),
}));
const email = 'help@technology.jobsite.example';

/**
 * The technology brand: AI/ML, data, software, product and design roles. Plain data, read by the shell
 * (decision 0018).
 */
export const brand = {
  name: 'JobSite Tech',
  vertical: 'technology',
  tagline: 'AI, data, software, product and design jobs across India',
  searchPlaceholder: 'Search skills, roles, companies',
  seo: {
    title: 'AI, data and software jobs in India | JobSite Tech',
    description:
      'Find the latest AI/ML, data, software, product and design jobs from top companies across India.',
  },
  contactEmail: email,
  legal: `© ${new Date().getUTCFullYear()} JobSite Tech. Jobs for engineers, data scientists, product managers and designers.`,
  nav: [
    { label: 'AI/ML', href: listingPath('c', 'ai-ml') },
    { label: 'Data', href: listingPath('c', 'data') },
    { label: 'Software', href: listingPath('c', 'software-development') },
    { label: 'Product & Design', href: listingPath('c', 'product-design') },
  ],
  popularCategories: categories,
  footer: [
    { title: 'Categories', links: categories },
    {
      title: 'Cities',
      links: [
        { label: 'Jobs in Bangalore', href: '/jobs-in-bangalore' },
        { label: 'Jobs in Hyderabad', href: '/jobs-in-hyderabad' },
        { label: 'Jobs in Pune', href: '/jobs-in-pune' },
        { label: 'Jobs in Chennai', href: '/jobs-in-chennai' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About us', href: STATIC_PAGES.about },
        { label: 'Contact us', href: STATIC_PAGES.contact },
        { label: 'FAQ', href: STATIC_PAGES.faq },
        { label: 'Download the app', href: '/downloadapp' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Privacy policy', href: STATIC_PAGES.privacy },
        { label: 'Terms and conditions', href: STATIC_PAGES.terms },
        { label: 'Refund policy', href: STATIC_PAGES.refund },
        { label: 'Cookie policy', href: STATIC_PAGES.cookies },
      ],
    },
  ],
  pages: {
    about: {
      title: 'About us',
      description:
        'JobSite Tech is where engineers, data scientists, product managers and designers find their next role.',
      sections: [
        {
          paragraphs: [
            'JobSite Tech lists jobs in AI and machine learning, data engineering and analytics, software development, and product and design, posted directly by the teams that hire.',
            'Every job is tagged with the skills it needs (Python, Kubernetes, LLM fine-tuning, Figma...) so you can follow a skill rather than a job title, and see how many people have applied before you do.',
          ],
        },
        {
          heading: 'Built by engineers',
          paragraphs: [
            'The site is fast on a cheap phone and a slow network, works without JavaScript for browsing, and never asks you to sign in just to read a job.',
          ],
        },
      ],
    },
    contact: {
      title: 'Contact us',
      description: 'How to reach the JobSite Tech team.',
      sections: [
        {
          heading: 'Job seekers',
          paragraphs: [
            `Write to ${email} about your account, an application or a plan. We answer within one working day.`,
          ],
        },
        {
          heading: 'Hiring teams',
          paragraphs: [
            'Post jobs from the recruiter site; for a hiring plan write to hire@technology.jobsite.example.',
          ],
        },
        {
          heading: 'Office',
          paragraphs: [
            'JobSite Tech, 3rd floor, Koramangala 5th Block, Bengaluru 560095, India. Monday to Friday, 10:00 to 18:00 IST.',
          ],
        },
      ],
    },
    faq: {
      title: 'Frequently asked questions',
      description: 'Answers to what tech job seekers ask most about JobSite Tech.',
      sections: [
        {
          heading: 'Is it free?',
          paragraphs: [
            'Browsing, registering and applying are free. Pro membership adds unlimited applies, status notifications, follow-ups and applicant insights.',
          ],
        },
        {
          heading: 'Can I find remote jobs?',
          paragraphs: [
            'Yes: jobs open to remote work carry a "Work from home" badge. Search for a skill and look for the badge, or filter by city to find hybrid roles near you.',
          ],
        },
        {
          heading: 'I am a fresher. Where do I start?',
          paragraphs: [
            'Set the experience filter to 0-1 years on any category or skill page. Many data and software roles take graduates with a good project portfolio.',
          ],
        },
        {
          heading: 'A "recruiter" asked me for a fee. Is that you?',
          paragraphs: [`Never. No one on JobSite Tech may ask you for money. Please report it to ${email}.`],
        },
      ],
    },
  },
  downloadApp: {
    title: 'Download the JobSite Tech app',
    intro: 'New AI, data and software jobs on your phone as soon as they are posted.',
    points: [
      'Alerts for the skills and cities you follow',
      'One-tap apply with your saved profile and resume',
      'Chat with hiring managers who shortlisted you',
      'Book and join interview slots on the go',
    ],
  },
} satisfies Brand;
