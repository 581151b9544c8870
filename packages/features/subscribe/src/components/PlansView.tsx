import { STATIC_PAGES } from '@jobsite/shell/brand';
import { RouterLink } from '@jobsite/shell/link';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { FormMessage } from '@jobsite/ui/FormMessage';
import { Heading } from '@jobsite/ui/Heading';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type ReactNode, useEffect, useRef } from 'react';
import type { BuyResult, PlanView } from '../checkout.ts';
import type { VisitSource } from '../plans.ts';
import { PlanOfferCard } from './PlanOfferCard.tsx';
import * as styles from './PlansView.css.ts';

/**
 * The checkout to go on to from the page. A form to post (Razorpay): a plain form the seeker can send,
 * sent by itself once the page runs scripts. A plain address (the sandbox, when the buy form was
 * posted without scripts): a link.
 */
function GatewayForm({ checkout }: { checkout: Extract<BuyResult, { ok: true }>['checkout'] }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, []);
  const intro = <Text>Your order is ready. Continue to the secure payment page to pay.</Text>;
  if (checkout.method === 'GET') {
    return (
      <Card tone="sunken" role="status">
        <Stack space="sm">
          {intro}
          <div>
            <ButtonLink href={checkout.url} variant="primary">
              Continue to payment
            </ButtonLink>
          </div>
        </Stack>
      </Card>
    );
  }
  return (
    <Card tone="sunken" role="status">
      <form ref={form} method="post" action={checkout.url}>
        <Stack space="sm">
          {intro}
          {Object.entries(checkout.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div>
            <Button type="submit" variant="primary">
              Continue to payment
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

/** A plan page: its heading and words, the plans side by side, and what buying answered. */
export function PlansView({
  title,
  intro,
  plans,
  source,
  result,
  signedIn,
  problem,
  children,
}: {
  title: string;
  intro: ReactNode;
  plans: PlanView[];
  source: VisitSource;
  result: BuyResult | undefined;
  signedIn: boolean;
  /** A payment that came back without granting the plan: why, with the buy button below. */
  problem?: string | null;
  children?: ReactNode;
}) {
  return (
    <Stack space="xl">
      <PageTitle title={title} intro={intro} space="sm">
        {!signedIn && (
          <Text size="sm">
            You will be asked to log in before you pay. All prices are in Indian rupees and include GST.
          </Text>
        )}
      </PageTitle>
      {problem && !result && (
        <Card tone="sunken" role="alert" aria-labelledby="payment-problem">
          <Stack space="xs">
            <Heading level={2} size={4} id="payment-problem">
              Payment not completed
            </Heading>
            <Text tone="critical">{problem}</Text>
          </Stack>
        </Card>
      )}
      <div aria-live="polite">
        <FormMessage error={result?.ok === false ? result.error : undefined} />
        {result?.ok === true && <GatewayForm checkout={result.checkout} />}
      </div>
      <ul className={styles.grid} aria-label="Plans">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanOfferCard plan={plan} source={source} />
          </li>
        ))}
      </ul>
      {children}
      <Text size="sm" tone="muted">
        Payments are taken by our payment partner. Plans are paid in advance for the period shown; see the{' '}
        <RouterLink href={STATIC_PAGES.refund}>refund policy</RouterLink>.{' '}
        <RouterLink href="/subscribe/plans">Compare all plans</RouterLink>.
      </Text>
    </Stack>
  );
}

/** The links of a paid-for product: what to do next. */
export function NextSteps({ links }: { links: { href: string; label: string; text: string }[] }) {
  return (
    <ul className={styles.grid} aria-label="What you can do now">
      {links.map((l) => (
        <li key={l.href}>
          <Card as="article">
            <Stack space="sm">
              <Text>{l.text}</Text>
              <div>
                <ButtonLink href={l.href} as={RouterLink} variant="secondary">
                  {l.label}
                </ButtonLink>
              </div>
            </Stack>
          </Card>
        </li>
      ))}
    </ul>
  );
}
