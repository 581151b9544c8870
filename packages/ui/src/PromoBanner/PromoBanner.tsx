import { X } from 'lucide-react';
import { ButtonLink } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Text } from '../Text/Text.tsx';
import type { LinkComponent } from '../utils/link.ts';
import type { PromoBannerVariants } from './PromoBanner.css.ts';
import * as styles from './PromoBanner.css.ts';

export interface PromoBannerProps {
  title: string;
  description?: string;
  cta: { label: string; href: string };
  tone?: PromoBannerVariants['tone'];
  onDismiss?: () => void;
  linkComponent?: LinkComponent;
}

/** A promotion (Pro membership, early applicant, a course) with one call to action. */
export function PromoBanner({ title, description, cta, tone, onDismiss, linkComponent }: PromoBannerProps) {
  return (
    <aside className={styles.banner({ tone })} aria-label={title}>
      <div className={styles.body}>
        <Heading level={2} size={4}>
          {title}
        </Heading>
        {description && <Text size="sm">{description}</Text>}
      </div>
      <ButtonLink
        href={cta.href}
        variant={tone === 'accent' ? 'accent' : 'primary'}
        {...(linkComponent ? { as: linkComponent } : {})}
      >
        {cta.label}
      </ButtonLink>
      {onDismiss && (
        <IconButton
          className={styles.close}
          size="sm"
          label="Dismiss"
          icon={<X size={16} aria-hidden="true" />}
          onClick={onDismiss}
        />
      )}
    </aside>
  );
}
