import type { CohortCard as CohortCardData, CohortIcon } from '@jobsite/domain';
import { BadgeCheck, Briefcase, FileDiff, GraduationCap, type LucideIcon, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import type { LinkComponent } from '../utils/link.ts';
import * as styles from './CohortCard.css.ts';

const ICONS: Record<CohortIcon, LucideIcon> = {
  briefcase: Briefcase,
  'graduation-cap': GraduationCap,
  'circle-check': BadgeCheck,
  'file-diff': FileDiff,
  sparkles: Sparkles,
};

export interface CohortCardProps {
  card: CohortCardData;
  headingLevel?: 2 | 3;
  /** The router's link for the way on; a plain anchor without it. */
  linkAs?: LinkComponent;
  /** More to show under the text, e.g. the details to confirm. */
  children?: ReactNode;
}

/**
 * What the person sees after a resume upload: the profile-update cohort's card (product.md section 3)
 * with its icon, header, body, subText and the footer's way on. It is a status region, so a screen
 * reader hears it when it appears.
 */
export function CohortCard({ card, headingLevel = 3, linkAs, children }: CohortCardProps) {
  const Icon = ICONS[card.icon];
  const id = `cohort-${card.cohort}`;
  return (
    <section className={styles.root} data-cohort={card.cohort} aria-labelledby={id} role="status">
      <span className={styles.icon} aria-hidden="true">
        <Icon size={24} />
      </span>
      <div className={styles.text}>
        <Heading level={headingLevel} size={4} id={id}>
          {card.header}
        </Heading>
        <Text>{card.body}</Text>
        <Text size="sm" tone="muted">
          {card.subText}
        </Text>
        {children}
        <div>
          <ButtonLink href={card.redirect} {...(linkAs ? { as: linkAs } : {})} variant="secondary" size="sm">
            {card.footer}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
