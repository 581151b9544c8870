import { Badge } from '@jobsite/ui/Badge';
import { Button } from '@jobsite/ui/Button';
import { PlanCard } from '@jobsite/ui/PlanCard';
import { Text } from '@jobsite/ui/Text';
import { Form, useNavigation } from 'react-router';
import type { PlanView } from '../checkout.ts';
import type { VisitSource } from '../plans.ts';
import * as styles from './PlansView.css.ts';

/** The buy button's words: Pro is an upgrade; a running plan is extended. */
function buyLabel(plan: PlanView): string {
  if (plan.active) return `Extend ${plan.name} ${plan.frequency}`;
  if (plan.id === 'pro') return 'Upgrade to Pro';
  if (plan.id === 'bundle') return 'Buy both plans';
  return `Buy ${plan.name}`;
}

/**
 * One plan in the UI kit's `PlanCard` (name, price with tax, features), whose button is a real form
 * submission: the page's action makes the order and sends the browser to the checkout, with or
 * without JavaScript.
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
  return (
    <PlanCard
      data-plan={plan.id}
      name={plan.name}
      description={plan.description}
      price={plan.price}
      frequency={plan.frequency}
      perMonth={[plan.perMonth, plan.tax].filter(Boolean).join(' · ')}
      {...(plan.highlight ? { highlight: plan.highlight } : {})}
      {...(plan.active
        ? {
            badge: (
              <Badge tone="positive" strong>
                Active
              </Badge>
            ),
          }
        : {})}
      headingLevel={headingLevel}
    >
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
    </PlanCard>
  );
}
