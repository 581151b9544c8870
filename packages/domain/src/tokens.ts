/** A refreshed token must be longer than this many characters (product.md section 5). */
export const MIN_TOKEN_LENGTH = 150;

/**
 * Whether a token answered by `auth/refresh` may be used: a string longer than `MIN_TOKEN_LENGTH`
 * characters made of exactly three non-empty dot-separated parts (a JWT's shape). Anything that is not a
 * string is refused.
 */
export function isAcceptableRefreshedToken(token: unknown): token is string {
  if (typeof token !== 'string' || token.length <= MIN_TOKEN_LENGTH) return false;
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0);
}
