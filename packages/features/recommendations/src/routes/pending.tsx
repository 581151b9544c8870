import { Heading } from '@jobsite/ui/Heading';

/** Placeholder while the recommendations pages are built. */
export default function Page() {
  return <Heading level={1}>Recommendations</Heading>;
}
