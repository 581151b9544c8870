/**
 * The Round Zero step (`/registration/addAudioVideoProfile`; decision 0035): what the seeker has saved,
 * with a player and a way to remove it; the recorder; and a plain upload form that works without
 * JavaScript. Every form posts to the step's own action.
 */
import { clockOf, type MediaType, ROUND_ZERO } from '@jobsite/domain/calls';
import { Button } from '@jobsite/ui/Button';
import { Heading } from '@jobsite/ui/Heading';
import { RadioGroup } from '@jobsite/ui/RadioGroup';
import { Section } from '@jobsite/ui/Section';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { useEffect, useId, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import * as styles from './RoundZero.css.ts';
import { RoundZeroRecorder } from './RoundZeroRecorder.tsx';

export interface SavedRecording {
  mediaType: MediaType;
  /** The site's own address of the file (`/media/file/...`). */
  url: string;
  durationSeconds: number;
}

export type RoundZeroResult = { saved?: string; errors?: Record<string, string> } | undefined;

const ACCEPT = '.mp4,.mp3,.m4a,.webm,video/mp4,video/webm,audio/mpeg,audio/mp4,audio/webm';
const MB = 1024 * 1024;

/** A saved recording with its player, named by its caption. */
function RecordingPlayer({ recording }: { recording: SavedRecording }) {
  const video = recording.mediaType === 'RoundZeroVideo';
  const what = video ? 'video' : 'audio';
  const captionId = useId();
  return (
    <figure className={styles.figure}>
      {video ? (
        // biome-ignore lint/a11y/useMediaCaption: a seeker's own spoken introduction; no captions exist for it (decision 0035)
        <video
          src={recording.url}
          controls
          playsInline
          preload="metadata"
          className={styles.player}
          aria-describedby={captionId}
          aria-label={`Your Round Zero ${what}`}
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a seeker's own spoken introduction; no captions exist for it (decision 0035)
        <audio
          src={recording.url}
          controls
          preload="metadata"
          className={styles.audio}
          aria-describedby={captionId}
          aria-label={`Your Round Zero ${what}`}
        />
      )}
      <figcaption id={captionId} className={styles.caption}>
        Round Zero {what}, {clockOf(recording.durationSeconds)}
      </figcaption>
    </figure>
  );
}

export function RoundZeroStep({
  recordings,
  action,
  result,
}: {
  recordings: readonly SavedRecording[];
  action: string;
  result: RoundZeroResult;
}) {
  const navigation = useNavigation();
  const fileId = useId();
  const hintId = useId();
  const uploadError = result?.errors?.upload;
  const errorRef = useRef<HTMLParagraphElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (uploadError) errorRef.current?.focus();
  }, [uploadError]);
  useEffect(() => {
    if (result?.saved) savedRef.current?.focus();
  }, [result?.saved]);
  const uploading = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'upload';

  return (
    <Stack space="lg">
      <Text>
        Round Zero lets recruiters hear you before they call: a short video or audio introduction of up to{' '}
        {clockOf(ROUND_ZERO.maxSeconds)}. Say who you are, what you do best and what you are looking for.
      </Text>
      {result?.saved && (
        <p ref={savedRef} tabIndex={-1} role="status" className={styles.message}>
          {result.saved}
        </p>
      )}
      {recordings.length > 0 && (
        <Section title="Saved on your profile" id="round-zero-saved" level={3} size={4}>
          {recordings.map((recording) => {
            const what = recording.mediaType === 'RoundZeroVideo' ? 'video' : 'audio';
            return (
              <Stack key={recording.mediaType} space="xs">
                <RecordingPlayer recording={recording} />
                <Form method="post" action={action}>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="mediaType" value={recording.mediaType} />
                  <Button type="submit" variant="secondary" size="sm">
                    Remove {what}
                  </Button>
                </Form>
              </Stack>
            );
          })}
        </Section>
      )}
      <Section title="Record it here" id="round-zero-record" level={3} size={4}>
        <RoundZeroRecorder action={action} />
      </Section>
      <section aria-labelledby="round-zero-upload">
        <Form method="post" action={action} encType="multipart/form-data">
          <Stack space="sm">
            <Heading level={3} size={4} id="round-zero-upload">
              Or upload a file
            </Heading>
            <input type="hidden" name="intent" value="upload" />
            <RadioGroup
              legend="The file is"
              name="mediaType"
              direction="row"
              defaultValue="RoundZeroVideo"
              options={[
                { value: 'RoundZeroVideo', label: 'A video' },
                { value: 'RoundZeroAudio', label: 'An audio recording' },
              ]}
            />
            <div>
              <label htmlFor={fileId}>Video or audio file</label>
              <input
                id={fileId}
                className={styles.fileInput}
                type="file"
                name="file"
                accept={ACCEPT}
                required
                aria-describedby={hintId}
                aria-invalid={uploadError ? true : undefined}
              />
              <Text size="sm" tone="muted" id={hintId}>
                MP4 video (up to {ROUND_ZERO.maxVideoBytes / MB} MB) or MP3 audio (up to{' '}
                {ROUND_ZERO.maxAudioBytes / MB} MB), at most {clockOf(ROUND_ZERO.maxSeconds)} long.
              </Text>
            </div>
            {uploadError && (
              <p ref={errorRef} tabIndex={-1} role="alert" className={styles.message}>
                <Text as="span" tone="critical">
                  {uploadError}
                </Text>
              </p>
            )}
            <div>
              <Button type="submit" variant="secondary" loading={uploading}>
                Upload
              </Button>
            </div>
          </Stack>
        </Form>
      </section>
    </Stack>
  );
}
