import { formatDate } from '@jobsite/domain';
import { requireSignedIn } from '@jobsite/shell/site';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import {
  type ActionFunctionArgs,
  data,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
} from 'react-router';
import { runIntent } from '../actions.ts';
import { editableFlags } from '../flags.ts';
import { ContactSection } from '../sections/Contact.tsx';
import { PrivacySection } from '../sections/Privacy.tsx';
import { SecuritySection } from '../sections/Security.tsx';
import { pageOf, SETTINGS_PAGES, sectionRedirect, titleOf } from '../sections.ts';
import { useResultToast } from '../useResult.ts';
import * as styles from './settings.css.ts';

/**
 * `/settings/{section}` (and `/settings`, `/settings?section=`): the section's page. Signed-out people
 * log in first and come back; an unknown section is not found.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const url = new URL(request.url);
  const moved = sectionRedirect(url, params.section);
  if (moved) throw redirect(moved);
  const page = pageOf(params.section);
  if (!page) throw data(null, { status: 404, statusText: 'Not Found' });
  const { api } = site;
  const query = page === 'privacy' ? (url.searchParams.get('company') ?? '').trim().slice(0, 100) : '';
  const [answer, blocked, found, profile] = await Promise.all([
    api.settings.settings(undefined),
    page === 'privacy'
      ? api.settings
          .blockedCompanies(undefined)
          .then((a) => a.companies.map((c) => ({ id: c.id, name: c.name })))
          .catch(() => null)
      : Promise.resolve(null),
    query !== ''
      ? api.job
          .companyListSearch({ q: query, page: 0 })
          .then((a) => a.companies.slice(0, 10).map((c) => ({ id: c.id, name: c.name })))
          .catch(() => [])
      : Promise.resolve([]),
    page === 'verify-contact-details'
      ? api.user.profile({ pd: false, we: false, ed: false, co: false, ai: false, atr: false, rd: false })
      : Promise.resolve(null),
  ]);
  const { settings } = answer;
  const p = profile?.profile;
  return {
    site: site.name,
    page,
    flags: editableFlags(settings),
    twoFactorAuth: settings.twoFactorAuth,
    emailChangeRequestedOn: settings.emailChangeRequestedOn
      ? formatDate(settings.emailChangeRequestedOn)
      : null,
    blocked,
    query,
    found,
    contact: p
      ? {
          email: p.email ?? '',
          phone: p.phone ?? null,
          verifiedEmail: p.verifiedEmail ?? false,
          verifiedNumber: p.verifiedNumber ?? false,
        }
      : null,
  };
}

/** `POST /settings/{section}`: every form of the settings pages, told apart by its `intent`. */
export async function action({ request, context }: ActionFunctionArgs) {
  const site = requireSignedIn(context, request);
  return runIntent(site.api, await request.formData());
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  {
    title: `${loaderData ? `${titleOf(loaderData.page)} | ` : ''}Settings | ${loaderData?.site ?? ''}`,
  },
  { name: 'robots', content: 'noindex' },
];

export default function SettingsPage() {
  const loaded = useLoaderData<typeof loader>();
  useResultToast();
  return (
    <div className={styles.layout}>
      <div className={styles.head}>
        <Stack space="xs">
          <Heading level={1} size={2}>
            Settings
          </Heading>
          <Text tone="muted">Your privacy, emails, password and contact details.</Text>
        </Stack>
      </div>
      <nav aria-label="Settings">
        <ul className={styles.navList}>
          {SETTINGS_PAGES.map((p) => (
            <li key={p.page}>
              <Link
                to={p.href}
                prefetch="intent"
                className={styles.navLink}
                aria-current={p.page === loaded.page ? 'page' : undefined}
              >
                {p.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Stack space="lg">
        <Heading level={2} size={3}>
          {titleOf(loaded.page)}
        </Heading>
        {loaded.page === 'privacy' && (
          <PrivacySection
            flags={loaded.flags}
            blocked={loaded.blocked}
            query={loaded.query}
            found={loaded.found}
          />
        )}
        {loaded.page === 'changepassword' && <SecuritySection twoFactorAuth={loaded.twoFactorAuth} />}
        {loaded.page === 'verify-contact-details' && loaded.contact && (
          <ContactSection contact={loaded.contact} emailChangeRequestedOn={loaded.emailChangeRequestedOn} />
        )}
      </Stack>
    </div>
  );
}
