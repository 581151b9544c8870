/**
 * The Round Zero recorder's rules, apart from the browser (decision 0035): which container to ask the
 * MediaRecorder for, the name the recording is sent under, and the countdown.
 */
import { clockOf, type MediaType, ROUND_ZERO } from '@jobsite/domain/calls';

export type RecordingKind = 'video' | 'audio';

export const mediaTypeOf = (kind: RecordingKind): MediaType =>
  kind === 'video' ? 'RoundZeroVideo' : 'RoundZeroAudio';

/**
 * The type to record in: MP4 where the browser records it (the format recruiters' players take
 * everywhere), else WebM, which the API takes as well; undefined leaves the choice to the browser.
 */
export function recordingType(
  kind: RecordingKind,
  isTypeSupported: (type: string) => boolean,
): string | undefined {
  const candidates = kind === 'video' ? ['video/mp4', 'video/webm'] : ['audio/mp4', 'audio/webm'];
  return candidates.find((type) => isTypeSupported(type));
}

/** The file name a recording is sent under, from the type the recorder made (`video/webm;codecs=vp8`). */
export function recordingFileName(kind: RecordingKind, type: string): string {
  const container = /^(?:video|audio)\/(mp4|webm|mpeg)/.exec(type)?.[1];
  const ext =
    container === 'mpeg' ? 'mp3' : container === 'mp4' && kind === 'audio' ? 'm4a' : (container ?? 'webm');
  return `round-zero-${kind}.${ext}`;
}

/** Seconds left of the limit after `elapsedMs`, never below zero. */
export const secondsLeft = (elapsedMs: number, limitS: number = ROUND_ZERO.maxSeconds): number =>
  Math.max(0, Math.ceil(limitS - elapsedMs / 1000));

/** What the countdown says, for the eye and for the screen reader. */
export const countdownText = (left: number): string => `${clockOf(left)} left`;
