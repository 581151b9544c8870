import { RouterLink } from '@jobsite/shell/link';
import { ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Inline } from '@jobsite/ui/Inline';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import type { ReactNode } from 'react';
import { CopySections } from './CopySections.tsx';
import { LiveJobs, type LiveJobsData } from './LiveJobs.tsx';

/** A button of a programme page's next step. */
export interface ProgrammeAction {
  label: string;
  href: string;
  secondary?: boolean;
}

/**
 * The body every programme page shares (`/talent-bridge`, `/engineers-week`, `/women-at-work`): the
 * brand's title and description (and a line under them), `before` the copy, the copy's sections, the
 * next step as a card of buttons (or `after`, a page's own ending), then the live jobs.
 */
export function ProgrammePage({
  copy,
  subtitle,
  before,
  next,
  after,
  jobs,
}: {
  copy: { title: string; description: string; sections: Parameters<typeof CopySections>[0]['sections'] };
  subtitle?: ReactNode;
  before?: ReactNode;
  next?: { heading: string; actions: ProgrammeAction[] };
  after?: ReactNode;
  jobs?: { title: string; data: LiveJobsData; more: { label: string; href: string } };
}) {
  return (
    <article aria-labelledby="page-title">
      <Stack space="xl">
        <Stack space="sm">
          <Heading level={1} size={2} id="page-title">
            {copy.title}
          </Heading>
          <Text size="lg">{copy.description}</Text>
          {subtitle}
        </Stack>
        {before}
        <CopySections sections={copy.sections} />
        {next && (
          <section aria-labelledby="next-step">
            <Card tone="brand" padding="lg">
              <Stack space="md">
                <Heading level={2} size={3} id="next-step">
                  {next.heading}
                </Heading>
                <Inline space="md" wrap>
                  {next.actions.map((a) => (
                    <ButtonLink
                      key={a.href}
                      href={a.href}
                      as={RouterLink}
                      {...(a.secondary ? { variant: 'secondary' as const } : {})}
                    >
                      {a.label}
                    </ButtonLink>
                  ))}
                </Inline>
              </Stack>
            </Card>
          </section>
        )}
        {after}
        {jobs && <LiveJobs id="listing-jobs" title={jobs.title} jobs={jobs.data} more={jobs.more} />}
      </Stack>
    </article>
  );
}
