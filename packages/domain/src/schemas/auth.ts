import * as v from 'valibot';
import { Id } from './common.ts';

/**
 * Client auth state (product.md section 3). Missing fields take the logged-out defaults
 * (statusType 1, userId -1), so `v.parse(AuthState, {})` is the state after logout.
 */
export const AuthState = v.object({
  isLoggedIn: v.optional(v.boolean(), false),
  statusType: v.optional(v.pipe(v.number(), v.integer()), 1),
  userId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-1)), -1),
  isPro: v.optional(v.boolean(), false),
  obfuscatedUserId: v.optional(v.string(), ''),
  /** What the last auth call told (token validity, type); empty when logged out. */
  authInfo: v.optional(v.record(v.string(), v.unknown()), {}),
});
export type AuthState = v.InferOutput<typeof AuthState>;

/** Answer of `POST user/login` (calls.md 3, 7.3). With two-factor auth on, no token yet. */
export const LoginResponse = v.object({
  twoFactorAuth: v.boolean(),
  options: v.object({ reset: v.boolean() }),
  activationToken: v.nullable(v.string()),
  token: v.nullable(v.string()),
  seekerId: v.nullable(Id),
  obfuscatedUserId: v.nullable(v.string()),
});
export type LoginResponse = v.InferOutput<typeof LoginResponse>;
