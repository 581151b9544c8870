import { describe, expect, it } from 'vitest';
import {
  announcementAt,
  answeredText,
  formatCountdown,
  formatDuration,
  marksText,
  scoreText,
  secondsLeft,
} from './time.ts';

describe('formatCountdown', () => {
  it('shows minutes and seconds, hours from an hour up, and never a negative time', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(20 * 60)).toBe('20:00');
    expect(formatCountdown(59 * 60 + 59)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(3600 + 65)).toBe('1:01:05');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(61.9)).toBe('01:01');
  });
});

describe('formatDuration', () => {
  it('says a duration in words', () => {
    expect(formatDuration(20 * 60)).toBe('20 minutes');
    expect(formatDuration(60)).toBe('1 minute');
    expect(formatDuration(90)).toBe('1 minute 30 seconds');
    expect(formatDuration(45)).toBe('45 seconds');
    expect(formatDuration(5400)).toBe('1 hour 30 minutes');
    expect(formatDuration(3600)).toBe('1 hour');
    expect(formatDuration(0)).toBe('0 seconds');
  });
});

describe('announcementAt', () => {
  it('speaks every 5 minutes, then every minute of the last 5, then at 30 and 10 seconds and at 0', () => {
    const spoken = Array.from({ length: 20 * 60 + 1 }, (_, i) => 20 * 60 - i)
      .map((s) => [s, announcementAt(s)] as const)
      .filter(([, text]) => text !== null);
    expect(spoken).toEqual([
      [1200, '20 minutes left'],
      [900, '15 minutes left'],
      [600, '10 minutes left'],
      [300, '5 minutes left'],
      [240, '4 minutes left'],
      [180, '3 minutes left'],
      [120, '2 minutes left'],
      [60, '1 minute left'],
      [30, '30 seconds left'],
      [10, '10 seconds left'],
      [0, 'Time is up. Your answers are being submitted.'],
    ]);
  });
});

describe('secondsLeft', () => {
  it('counts down from the server’s remaining seconds by the time passed on the page', () => {
    expect(secondsLeft(300, 1_000, 1_000)).toBe(300);
    expect(secondsLeft(300, 1_000, 1_400)).toBe(300);
    expect(secondsLeft(300, 1_000, 2_000)).toBe(299);
    expect(secondsLeft(300, 1_000, 400_000)).toBe(0);
  });
});

describe('texts', () => {
  it('words progress and score', () => {
    expect(answeredText(3, 5)).toBe('3 of 5 answered');
    expect(scoreText(4, 6)).toBe('4 of 6 marks (67%)');
    expect(scoreText(1, 1)).toBe('1 of 1 mark (100%)');
    expect(scoreText(0, 0)).toBe('0 of 0 marks (0%)');
    expect(marksText(2)).toBe('2 marks');
    expect(marksText(1)).toBeNull();
    expect(marksText(undefined)).toBeNull();
  });
});
