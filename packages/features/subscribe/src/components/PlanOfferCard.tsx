import { Badge } from '@jobsite/ui/Badge';
import { Button } from '@jobsite/ui/Button';
import { Heading } from '@jobsite/ui/Heading';
import { Text } from '@jobsite/ui/Text';
import { Form, useNavigation } from 'react-router';
import type { PlanView } from '../checkout.ts';
import type { VisitSource } from '../plans.ts';
import * as styles from './PlanOfferCard.css.ts';

/** The buy button's words: Pro is an upgrade; a running plan is extended. */
function buyLabel(plan: PlanView): string {
  if (plan.active) return `Extend ${plan.name} ${plan.frequency}`;
  if (plan.id === 'pro') return 'Upgrade to Pro';
  if (plan.id === 'bundle') return 'Buy both plans';
  return `Buy ${plan.name}`;
}

/**
 * One plan, as `PlanCard` of the UI kit lays it out (name, price with tax, features), whose button is
 * a real form submission: the page's action makes the order and sends the browser to the checkout,
 * with or without JavaScript.
 */
export function PlanOfferCard({
  plan,
  source,
  headingLevel = 2,
}: {
  plan: PlanView;
  source: VisitSource;
  headingLevel?: 2 | 3;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('plan') === plan.id;
  const headingId = `plan-${plan.id}`;
  return (
    <article
      className={[styles.card, plan.highlight ? styles.highlighted : ''].join(' ').trim()}
      aria-labelledby={headingId}
      data-plan={plan.id}
    >
      {(plan.highlight || plan.active) && (
        <span>
          {plan.active ? (
            <Badge tone="positive" strong>
              Active
            </Badge>
          ) : (
            <Badge tone="accent" strong>
              {plan.highlight}
            </Badge>
          )}
        </span>
      )}
      <Heading level={headingLevel} size={3} id={headingId}>
        {plan.name}
      </Heading>
      <p className={styles.price}>
        <span className={styles.amount}>{plan.price}</span>
        <span>{plan.frequency}</span>
      </p>
      <Text size="sm" tone="muted">
        {[plan.perMonth, plan.tax].filter(Boolean).join(' · ')}
      </Text>
      <ul className={styles.features} aria-label={`${plan.name} includes`}>
        {plan.description.map((line) => (
          <li key={line} className={styles.feature}>
            <span className={styles.tick} aria-hidden="true">
              ✓
            </span>
            {line}
          </li>
        ))}
      </ul>
      {plan.active && plan.until && (
        <Text size="sm" tone="positive">
          Active until {plan.until}
        </Text>
      )}
      <Form method="post" className={styles.form}>
        {source.refcode !== undefined && <input type="hidden" name="refcode" value={source.refcode} />}
        {source.pageid !== undefined && <input type="hidden" name="pageid" value={source.pageid} />}
        {source.recappid !== undefined && <input type="hidden" name="recappid" value={source.recappid} />}
        <Button
          type="submit"
          name="plan"
          value={plan.id}
          fullWidth
          variant={plan.highlight || plan.id === 'pro' ? 'primary' : 'secondary'}
          loading={busy}
        >
          {buyLabel(plan)}
        </Button>
      </Form>
    </article>
  );
}
