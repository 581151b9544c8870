import { Heading } from '@jobsite/ui/Heading';

/** Placeholder while the learning pages are built. */
export default function Page() {
  return <Heading level={1}>Learning</Heading>;
}
