import { ButtonLink } from '@jobsite/ui/Button';
import { EmptyState } from '@jobsite/ui/EmptyState';
import { RouterLink } from './link.tsx';

export interface EmptyStateLinkProps {
  title: string;
  description?: string;
  /** Where the way forward leads, and what its button says. */
  href: string;
  label: string;
}

/** An empty list of the person's own (saved jobs, chats, interviews…) with a button to where they fill it. */
export function EmptyStateLink({ title, description, href, label }: EmptyStateLinkProps) {
  return (
    <EmptyState
      title={title}
      {...(description ? { description } : {})}
      action={
        <ButtonLink href={href} as={RouterLink}>
          {label}
        </ButtonLink>
      }
    />
  );
}
