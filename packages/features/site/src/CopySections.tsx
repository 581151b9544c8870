import type { PageSection } from '@jobsite/shell/brand';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';

/** A page's sections of brand copy, each under its own second-level heading. */
export function CopySections({ sections }: { sections: readonly PageSection[] }) {
  return sections.map((s, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: sections are fixed copy
    <section key={i}>
      <Stack space="sm">
        {s.heading && (
          <Heading level={2} size={3}>
            {s.heading}
          </Heading>
        )}
        {s.paragraphs.map((p) => (
          <Text key={p}>{p}</Text>
        ))}
      </Stack>
    </section>
  ));
}
