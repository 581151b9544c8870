import { type Entitlement, PLANS } from '@jobsite/domain';
import { RouterLink } from '@jobsite/shell/link';
import { pageUrlOf, requireSignedIn } from '@jobsite/shell/site';
import { ButtonLink } from '@jobsite/ui/Button';
import { Heading } from '@jobsite/ui/Heading';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Section } from '@jobsite/ui/Section';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { holdingsOf } from '../checkout.ts';
import { NextSteps } from '../components/PlansView.tsx';
import { privatePageMeta } from '../meta.ts';
import { PLAN_PAGES, planOffer, readPlan } from '../plans.ts';

/** What each entitlement is called, and where to use it. */
const USES: Record<Entitlement, { name: string; href: string; label: string; text: string }> = {
  pro: {
    name: PLANS.pro.name,
    href: '/jobfeed',
    label: 'See insights on your jobs',
    text: 'Open any job you applied to: you now see how many people applied, their experience, and your rank among them.',
  },
  earlyApplicant: {
    name: PLANS.earlyApplicant.name,
    href: '/early-applicant-preference',
    label: 'Set your early-applicant preferences',
    text: 'Choose the skills, cities and roles you want to hear about first.',
  },
  resumeBuilder: {
    name: PLANS.resumeBuilder.name,
    href: '/resume-builder',
    label: 'Open the resume builder',
    text: 'Build a professional resume from your profile and download it.',
  },
};

/**
 * `/subscribe/success?plan=`: what was bought, until when (the seeker's entitlements as the API has
 * them now, never the query's word), and links to use it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const plan = readPlan(pageUrlOf(request).searchParams.get('plan')) ?? 'pro';
  const offer = planOffer(plan);
  const holdings = await holdingsOf(site);
  const items = offer.grants.map((g) => ({
    key: g,
    name: USES[g].name,
    active: holdings[g]?.active === true,
    until: holdings[g]?.until ?? null,
  }));
  return {
    site: site.name,
    plan: { id: plan, name: offer.name },
    items,
    allActive: items.every((i) => i.active),
    retry: PLAN_PAGES[plan],
    links: offer.grants.map((g) => ({ href: USES[g].href, label: USES[g].label, text: USES[g].text })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Thank you for subscribing', loaderData?.site);

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function SuccessPage() {
  const { plan, items, allActive, retry, links } = useLoaderData<typeof loader>();
  if (!allActive) {
    return (
      <Stack space="lg">
        <Heading level={1} size={2}>
          {plan.name} is not active yet
        </Heading>
        <Text role="status">
          We have not received a payment for {plan.name} on your account. If you have just paid, reload this
          page in a minute; otherwise you can buy it now.
        </Text>
        <div>
          <ButtonLink href={retry} as={RouterLink} variant="primary">
            See {plan.name}
          </ButtonLink>
        </div>
      </Stack>
    );
  }
  return (
    <Stack space="xl">
      <PageTitle title={<>Thank you! Your {plan.name} is active</>} space="sm">
        <ul aria-label="Your plans">
          {items.map((i) => (
            <li key={i.key}>
              <Text as="span">
                {i.name}: active{i.until ? ` until ${i.until}` : ''}
              </Text>
            </li>
          ))}
        </ul>
      </PageTitle>
      <Section title="Start using it" id="next-steps" space="md">
        <NextSteps links={links} />
      </Section>
    </Stack>
  );
}
