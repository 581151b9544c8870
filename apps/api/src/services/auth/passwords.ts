import { PASSWORD_RULES, VERTICAL_IDS } from '@jobsite/domain';
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { generateSecret } from './codes.ts';

/** OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = {
  /** Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import). */
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The lengths every password field of the sites also states (`PASSWORD_RULES` of the domain). */
const { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH } = PASSWORD_RULES;
/**
 * zxcvbn's scores: 0 and 1 fall to fewer than a million guesses, 2 to fewer than 10^8. A password must
 * score 3 or more (docs/decisions/0020).
 */
const MIN_SCORE = 3;
/** Words of the product itself, which a guesser tries first on this site. */
const SITE_WORDS = ['jobsite', ...VERTICAL_IDS];

/** The estimator with the common-password lists, names and keyboard patterns; built on first use. */
let estimator: ZxcvbnFactory | undefined;
const strength = (password: string, words: string[]) => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, words);
};

/** The parts of a person's name and email a guesser would try in their password. */
function personalWords(person: { name?: string | undefined; email?: string | undefined }): string[] {
  const [local = ''] = (person.email ?? '').split('@');
  const words = [...(person.name ?? '').split(/\s+/), ...local.split(/[._+-]+/)];
  return words.map((w) => w.toLowerCase()).filter((w) => w.length >= 3);
}

/** The length rules alone: cheap, so they can come before any other check. */
export function passwordLengthProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  return null;
}

/**
 * Returns a message for a password the policy refuses, or null. Length rules, then the strength
 * estimate (common passwords, keyboard runs, repeats, dates, the person's own name and email); no
 * composition rules (NIST 800-63B).
 */
export function passwordProblem(
  password: string,
  person: { name?: string | undefined; email?: string | undefined } = {},
): string | null {
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return lengthProblem;
  if (strength(password, [...SITE_WORDS, ...personalWords(person)]).score < MIN_SCORE) {
    return 'This password is one of the most commonly used and easy to guess. Please choose another';
  }
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a password nobody has: checking a login for a missing account against it costs what a
 * real check costs, so the answer's timing does not tell whether the email is registered.
 */
export function hashForMissingAccount(): Promise<string> {
  dummyHash ??= hashPassword(generateSecret());
  return dummyHash;
}
