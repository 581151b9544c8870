import { RouterLink } from '@jobsite/shell/link';
import { Link } from '@jobsite/ui/Link';
import { Text } from '@jobsite/ui/Text';
import { EPOCH_PATHS } from './edition.ts';

/** The line at the foot of a competition page: back to the competition, then one more of its pages. */
export function FootLinks({ name, next }: { name: string; next: { href: string; label: string } }) {
  return (
    <Text>
      <Link href={EPOCH_PATHS.landing} as={RouterLink}>
        Back to {name}
      </Link>{' '}
      ·{' '}
      <Link href={next.href} as={RouterLink}>
        {next.label}
      </Link>
    </Text>
  );
}
