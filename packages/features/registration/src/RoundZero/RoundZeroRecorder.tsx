/**
 * Records a Round Zero introduction in the browser (decision 0035): video or audio, a visible countdown
 * that stops the recording at the limit, then a preview to watch or hear, record again, or save. Saving
 * posts the recording to the step's action, which uploads it. Without a camera, a microphone or the
 * MediaRecorder, the person is pointed to the upload form beside it.
 */
import { clockOf, ROUND_ZERO } from '@jobsite/domain/calls';
import { visuallyHidden } from '@jobsite/ui/a11y';
import { Button } from '@jobsite/ui/Button';
import { RadioGroup } from '@jobsite/ui/RadioGroup';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import * as styles from './RoundZero.css.ts';
import {
  countdownText,
  mediaTypeOf,
  type RecordingKind,
  recordingFileName,
  recordingType,
  secondsLeft,
} from './recording.ts';

export type RecorderAnswer = { saved?: string; errors?: Record<string, string> } | undefined;

type Phase = 'idle' | 'starting' | 'recording' | 'recorded';

interface Take {
  blob: Blob;
  url: string;
  seconds: number;
}

/** Focuses an element when it appears (errors and outcomes are announced and reached at once). */
function useFocusOn<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (value) ref.current?.focus();
  }, [value]);
  return ref;
}

export function RoundZeroRecorder({ action }: { action: string }) {
  const fetcher = useFetcher<RecorderAnswer>();
  const [supported, setSupported] = useState<boolean | null>(null);
  const [kind, setKind] = useState<RecordingKind>('video');
  const [phase, setPhase] = useState<Phase>('idle');
  const [left, setLeft] = useState<number>(ROUND_ZERO.maxSeconds);
  const [take, setTake] = useState<Take | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const liveRef = useRef<HTMLVideoElement>(null);
  const session = useRef<{
    recorder: MediaRecorder;
    stream: MediaStream;
    timer: number;
    started: number;
  } | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);

  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const serverError = answer?.errors?.recording ?? answer?.errors?.form;
  const error = problem ?? serverError ?? null;
  const errorRef = useFocusOn<HTMLParagraphElement>(error);
  const savedRef = useFocusOn<HTMLParagraphElement>(answer?.saved);

  useEffect(() => {
    setSupported(typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia));
  }, []);

  // A saved recording is on the profile now: the take is done with.
  useEffect(() => {
    if (answer?.saved) {
      setTake((t) => {
        if (t) URL.revokeObjectURL(t.url);
        return null;
      });
      setPhase('idle');
    }
  }, [answer?.saved]);

  // Leaving the page turns the camera off and frees the preview.
  useEffect(
    () => () => {
      const s = session.current;
      if (s) {
        window.clearInterval(s.timer);
        if (s.recorder.state !== 'inactive') s.recorder.stop();
        for (const track of s.stream.getTracks()) track.stop();
      }
    },
    [],
  );

  const stop = () => {
    const s = session.current;
    if (!s) return;
    window.clearInterval(s.timer);
    if (s.recorder.state !== 'inactive') s.recorder.stop();
  };

  const start = async () => {
    setProblem(null);
    if (take) URL.revokeObjectURL(take.url);
    setTake(null);
    setLeft(ROUND_ZERO.maxSeconds);
    setPhase('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(
        kind === 'video' ? { video: true, audio: true } : { audio: true },
      );
    } catch {
      setPhase('idle');
      setProblem(
        `We could not use your ${kind === 'video' ? 'camera and microphone' : 'microphone'}. Allow access in your browser, or upload a file instead.`,
      );
      return;
    }
    const type = recordingType(kind, (t) => MediaRecorder.isTypeSupported(t));
    const recorder = new MediaRecorder(stream, {
      ...(type ? { mimeType: type } : {}),
      ...(kind === 'video' ? { videoBitsPerSecond: 1_000_000 } : {}),
      audioBitsPerSecond: 64_000,
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    recorder.onstop = () => {
      const s = session.current;
      session.current = null;
      for (const track of stream.getTracks()) track.stop();
      const seconds = s ? Math.min(ROUND_ZERO.maxSeconds, (performance.now() - s.started) / 1000) : 0;
      const blob = new Blob(chunks, { type: recorder.mimeType || type || '' });
      setTake({ blob, url: URL.createObjectURL(blob), seconds });
      setPhase('recorded');
      setAnnouncement(
        `Recording stopped at ${clockOf(seconds)}. Watch or listen to it, then save it or record again.`,
      );
    };
    if (liveRef.current && kind === 'video') {
      liveRef.current.srcObject = stream;
      void liveRef.current.play().catch(() => {});
    }
    const started = performance.now();
    const timer = window.setInterval(() => {
      const remaining = secondsLeft(performance.now() - started);
      setLeft(remaining);
      if (remaining === 10) setAnnouncement('10 seconds left.');
      if (remaining === 0) stop();
    }, 250);
    session.current = { recorder, stream, timer, started };
    recorder.start(1000);
    setLeft(ROUND_ZERO.maxSeconds);
    setPhase('recording');
    setAnnouncement(`Recording. You have ${clockOf(ROUND_ZERO.maxSeconds)}.`);
  };

  useEffect(() => {
    if (phase === 'recorded') previewHeading.current?.focus();
  }, [phase]);

  const save = () => {
    if (!take) return;
    const form = new FormData();
    form.append('intent', 'upload');
    form.append('source', 'recorder');
    form.append('mediaType', mediaTypeOf(kind));
    form.append('file', take.blob, recordingFileName(kind, take.blob.type));
    void fetcher.submit(form, { method: 'post', action, encType: 'multipart/form-data' });
  };

  if (supported === false) {
    return (
      <Text tone="muted">
        This browser cannot record here. Upload a video or audio file instead, with the form below.
      </Text>
    );
  }

  const saving = fetcher.state !== 'idle';
  return (
    <Stack space="md">
      <RadioGroup
        legend="What to record"
        name="recordKind"
        direction="row"
        value={kind}
        onChange={(value) => setKind(value === 'audio' ? 'audio' : 'video')}
        options={[
          { value: 'video', label: 'Video (camera and microphone)', disabled: phase === 'recording' },
          { value: 'audio', label: 'Audio only (microphone)', disabled: phase === 'recording' },
        ]}
      />
      <Text size="sm" tone="muted">
        You have up to {clockOf(ROUND_ZERO.maxSeconds)}; the recording stops by itself at the limit.
      </Text>
      <p className={visuallyHidden} aria-live="polite">
        {announcement}
      </p>
      {phase === 'recording' || phase === 'starting' ? (
        <Stack space="sm">
          {kind === 'video' && (
            <video ref={liveRef} className={styles.player} muted playsInline aria-label="Camera preview" />
          )}
          <div className={styles.actions}>
            <span className={styles.live}>Recording</span>
            <p className={styles.timer} role="timer" aria-label="Time left">
              {countdownText(left)}
            </p>
          </div>
          <div className={styles.actions}>
            <Button onClick={stop} loading={phase === 'starting'}>
              Stop recording
            </Button>
          </div>
        </Stack>
      ) : null}
      <noscript>
        <Text tone="muted">Recording here needs JavaScript: upload a file with the form below instead.</Text>
      </noscript>
      {phase === 'idle' && (
        <div className={styles.actions}>
          <Button onClick={() => void start()} disabled={supported === null}>
            Start recording
          </Button>
        </div>
      )}
      {phase === 'recorded' && take && (
        <Stack space="sm">
          <h3 ref={previewHeading} tabIndex={-1} className={styles.message}>
            Your recording ({clockOf(take.seconds)})
          </h3>
          <figure className={styles.figure}>
            {kind === 'video' ? (
              // biome-ignore lint/a11y/useMediaCaption: the person's own take, before it is saved; no captions exist for it
              <video
                src={take.url}
                controls
                playsInline
                className={styles.player}
                aria-label="Preview of your recording"
              />
            ) : (
              // biome-ignore lint/a11y/useMediaCaption: the person's own take, before it is saved; no captions exist for it
              <audio
                src={take.url}
                controls
                className={styles.audio}
                aria-label="Preview of your recording"
              />
            )}
            <figcaption className={styles.caption}>Watch or listen before you save it.</figcaption>
          </figure>
          <div className={styles.actions}>
            <Button onClick={save} loading={saving}>
              Save recording
            </Button>
            <Button variant="secondary" onClick={() => void start()} disabled={saving}>
              Record again
            </Button>
          </div>
        </Stack>
      )}
      {error && (
        <p ref={errorRef} tabIndex={-1} role="alert" className={styles.message}>
          <Text as="span" tone="critical">
            {error}
          </Text>
        </p>
      )}
      {answer?.saved && (
        <p ref={savedRef} tabIndex={-1} role="status" className={styles.message}>
          {answer.saved}
        </p>
      )}
    </Stack>
  );
}
