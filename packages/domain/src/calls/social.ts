/**
 * Inputs of the social connection calls (a product extension; decision 0034): connect a LinkedIn,
 * Facebook or X account through OAuth 2 / OpenID Connect, and disconnect it. The seeker's calls under
 * `user/social/{provider}/`; bodies arrive as form fields. Also the identities the networks answer with,
 * which are input too and checked before anything of them is stored.
 */
import * as v from 'valibot';

/** The networks a seeker can connect, by the catalogue's ids (`twitter` is X). */
export const SOCIAL_PROVIDERS = ['linkedin', 'facebook', 'twitter'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Each network's name as the site shows it. */
export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  twitter: 'X',
};

/** How long a started connection may take at the network before it has to be started again. */
export const SOCIAL_STATE_MINUTES = 10;
/** How many connections a seeker may start in an hour. */
export const SOCIAL_STARTS_PER_HOUR = 30;

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** The `{provider}` of a social call's path. */
export const SocialProviderParams = v.object({
  provider: v.picklist(SOCIAL_PROVIDERS, 'must be linkedin, facebook or twitter'),
});
export type SocialProviderParams = v.InferOutput<typeof SocialProviderParams>;

/**
 * Body of `POST user/social/{provider}/callback`: what the network sent back to the brand site. Either
 * `code` (the seeker allowed it) or `error` (refused, e.g. `access_denied`), always with `state`; `iss`
 * when the network names itself (RFC 9207).
 */
export const SocialCallbackBody = v.pipe(
  v.object({
    state: v.pipe(
      v.string('must be text'),
      v.trim(),
      v.minLength(1, 'The answer of the network has no state: please connect again'),
      v.maxLength(200, 'must be at most 200 characters'),
      v.regex(/^[A-Za-z0-9_-]+$/, 'is not a state this site made: please connect again'),
    ),
    code: v.optional(
      v.pipe(v.string('must be text'), v.trim(), v.maxLength(2048, 'must be at most 2048 characters')),
      '',
    ),
    error: v.optional(
      v.pipe(
        v.string('must be text'),
        v.trim(),
        v.maxLength(100, 'must be at most 100 characters'),
        v.regex(/^[\w.-]*$/, 'must be an OAuth error code'),
      ),
      '',
    ),
    iss: v.optional(
      v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(500), v.url('must be an address'))]),
      '',
    ),
  }),
  v.check(
    (b) => b.code !== '' || b.error !== '',
    'The answer of the network has neither a code nor an error: please connect again',
  ),
);
export type SocialCallbackBody = v.InferOutput<typeof SocialCallbackBody>;
export type SocialCallbackInput = v.InferInput<typeof SocialCallbackBody>;

const Subject = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.minLength(1),
  v.maxLength(255),
);
const DisplayName = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)));
const PictureUrl = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000), v.url()));

/** An OpenID Connect identity (ID token claims or userinfo, as LinkedIn answers). */
export const OidcIdentity = v.object({
  sub: Subject,
  name: DisplayName,
  given_name: DisplayName,
  family_name: DisplayName,
  picture: PictureUrl,
});

/** Facebook's `GET /me?fields=id,name,picture`. */
export const FacebookIdentity = v.object({
  id: Subject,
  name: DisplayName,
  picture: v.optional(v.object({ data: v.optional(v.object({ url: PictureUrl })) })),
});

/** X's `GET /2/users/me?user.fields=profile_image_url`. */
export const XIdentity = v.object({
  data: v.object({
    id: Subject,
    name: DisplayName,
    username: v.optional(v.pipe(v.string(), v.maxLength(100))),
    profile_image_url: PictureUrl,
  }),
});

/** Who the network says the seeker is: what a connection stores (no tokens). */
export interface SocialIdentity {
  subject: string;
  name: string | null;
  picUrl: string | null;
}

/** The identity of a network's answer, in the shape that network answers with; undefined when it does not fit. */
export function identityOf(kind: 'oidc' | 'facebook' | 'x', answer: unknown): SocialIdentity | undefined {
  const https = (url: string | undefined) => (url?.startsWith('https://') ? url : null);
  if (kind === 'facebook') {
    const r = v.safeParse(FacebookIdentity, answer);
    if (!r.success) return undefined;
    return {
      subject: r.output.id,
      name: r.output.name || null,
      picUrl: https(r.output.picture?.data?.url),
    };
  }
  if (kind === 'x') {
    const r = v.safeParse(XIdentity, answer);
    if (!r.success) return undefined;
    const d = r.output.data;
    return { subject: d.id, name: d.name || d.username || null, picUrl: https(d.profile_image_url) };
  }
  const r = v.safeParse(OidcIdentity, answer);
  if (!r.success) return undefined;
  const o = r.output;
  const joined = [o.given_name, o.family_name].filter(Boolean).join(' ');
  return { subject: o.sub, name: o.name || joined || null, picUrl: o.picture ?? null };
}
