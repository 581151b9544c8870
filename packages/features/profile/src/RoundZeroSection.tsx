/**
 * The Round Zero section of /myprofile (decision 0035): the seeker's saved video and audio
 * introduction with players, a link to record or upload a new one (the registration step) and a
 * button to remove each. The files play through the site's own address, which relays them with ranges.
 */
import type { MediaType } from '@jobsite/domain/calls';
import { RouterLink } from '@jobsite/shell/link';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';

export interface RoundZeroRecording {
  mediaType: MediaType;
  /** The site's own address of the file (`/media/file/...`). */
  url: string;
}

const STEP = '/registration/addAudioVideoProfile';
const wide = { display: 'block', width: '100%', maxWidth: '32rem' } as const;

export function RoundZeroSection({
  recordings,
  notice,
  error,
}: {
  recordings: readonly RoundZeroRecording[];
  notice?: string | undefined;
  error?: string | undefined;
}) {
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);
  return (
    <Card as="section" id="round-zero" aria-labelledby="round-zero-heading">
      <Stack space="sm">
        <Heading level={2} size={4} id="round-zero-heading">
          Round Zero
        </Heading>
        {error && (
          <p ref={alertRef} tabIndex={-1} role="alert" style={{ outline: 'none', margin: 0 }}>
            <Text as="span" tone="critical">
              {error}
            </Text>
          </p>
        )}
        {notice && (
          <Text tone="positive" role="status">
            {notice}
          </Text>
        )}
        {recordings.length === 0 ? (
          <Text tone="muted">
            No introduction yet. A short video or audio lets recruiters hear you before they call.
          </Text>
        ) : (
          recordings.map((r) => {
            const what = r.mediaType === 'RoundZeroVideo' ? 'video' : 'audio';
            return (
              <Stack key={r.mediaType} space="xs">
                <figure style={{ margin: 0 }}>
                  {what === 'video' ? (
                    // biome-ignore lint/a11y/useMediaCaption: a seeker's own spoken introduction; no captions exist for it (decision 0035)
                    <video
                      src={r.url}
                      controls
                      playsInline
                      preload="metadata"
                      style={wide}
                      aria-label="Your Round Zero video"
                    />
                  ) : (
                    // biome-ignore lint/a11y/useMediaCaption: a seeker's own spoken introduction; no captions exist for it (decision 0035)
                    <audio
                      src={r.url}
                      controls
                      preload="metadata"
                      style={wide}
                      aria-label="Your Round Zero audio"
                    />
                  )}
                  <figcaption>
                    <Text as="span" size="sm" tone="muted">
                      Your Round Zero {what}, as recruiters see it
                    </Text>
                  </figcaption>
                </figure>
                <Form method="post">
                  <input type="hidden" name="intent" value="removeRoundZero" />
                  <input type="hidden" name="mediaType" value={r.mediaType} />
                  <Button type="submit" variant="secondary" size="sm">
                    Remove {what}
                  </Button>
                </Form>
              </Stack>
            );
          })
        )}
        <div>
          <ButtonLink href={STEP} as={RouterLink} variant="secondary" size="sm">
            {recordings.length === 0 ? 'Record your Round Zero' : 'Replace your Round Zero'}
          </ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}
