import type { ReactNode } from 'react';
import { Heading, type HeadingProps } from '../Heading/Heading.tsx';
import { Stack, type StackProps } from '../Stack/Stack.tsx';

export interface SectionProps {
  /** The section's heading, which names it (`aria-labelledby`). */
  title: ReactNode;
  /** The heading's id. */
  id: string;
  /** The heading's level; default 2. */
  level?: 2 | 3 | 4;
  /** The heading's look; default 3. */
  size?: HeadingProps['size'];
  /** Space between the heading and each part of the content; default `sm`. */
  space?: StackProps['space'];
  className?: string;
  children?: ReactNode;
}

/** A part of a page named by its heading: the heading, then the content one part under another. */
export function Section({ title, id, level = 2, size = 3, space = 'sm', className, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <Stack space={space}>
        <Heading level={level} size={size} id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}
