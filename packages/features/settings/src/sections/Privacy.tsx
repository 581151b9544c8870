import { Button } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Checkbox } from '@jobsite/ui/Checkbox';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { TextField } from '@jobsite/ui/TextField';
import { Form } from 'react-router';
import { FLAG_GROUPS, type SettingsFlags } from '../flags.ts';
import * as styles from '../routes/settings.css.ts';
import { controlId, useIntentResult } from '../useResult.ts';
import { CardIntro, IntentInput } from './parts.tsx';

interface Company {
  id: number;
  name: string;
}

/** The flags `POST settings` accepts, as labelled checkboxes in groups, saved together. */
function FlagsForm({ flags }: { flags: SettingsFlags }) {
  const { busy } = useIntentResult(['flags']);
  return (
    <Card as="section" aria-labelledby="settings-flags-heading">
      <Form method="post" preventScrollReset>
        <IntentInput intent="flags" />
        <Stack space="md">
          <Heading level={3} size={4} id="settings-flags-heading">
            Your privacy and emails
          </Heading>
          {FLAG_GROUPS.map((group) => (
            <fieldset
              key={group.id}
              className={styles.group}
              aria-describedby={controlId('flags', `${group.id}-intro`)}
            >
              <legend className={styles.legend}>{group.title}</legend>
              <Text size="sm" tone="muted" id={controlId('flags', `${group.id}-intro`)}>
                {group.intro}
              </Text>
              {group.flags.map((flag) => (
                <Checkbox
                  key={flag.key}
                  id={controlId('flags', flag.key)}
                  name={flag.key}
                  label={flag.label}
                  description={flag.description}
                  defaultChecked={flags[flag.key]}
                />
              ))}
            </fieldset>
          ))}
          <div>
            <Button type="submit" loading={busy('flags')}>
              Save settings
            </Button>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}

function CompanyButton({ company, intent }: { company: Company; intent: 'block' | 'unblock' }) {
  const { busy } = useIntentResult([intent]);
  return (
    <Form method="post" preventScrollReset>
      <IntentInput intent={intent} />
      <input type="hidden" name="companyId" value={company.id} />
      <Button type="submit" size="sm" variant="secondary" loading={busy(intent)}>
        {intent === 'block' ? 'Block' : 'Unblock'}
        <span className={styles.visuallyHidden}> {company.name}</span>
      </Button>
    </Form>
  );
}

/** Blocked companies: the list with Unblock, and a search to block one more. */
function BlockedCompanies({
  blocked,
  query,
  found,
}: {
  blocked: Company[] | null;
  query: string;
  found: Company[];
}) {
  const blockedIds = new Set((blocked ?? []).map((c) => c.id));
  const candidates = found.filter((c) => !blockedIds.has(c.id));
  return (
    <Card as="section" aria-labelledby="settings-blocked-heading">
      <Stack space="md">
        <CardIntro id="blocked" title="Blocked companies">
          Recruiters of the companies you block do not see your profile, for example your current employer.
        </CardIntro>
        {blocked === null ? (
          <Text tone="critical">We could not load your blocked companies. Please reload the page.</Text>
        ) : blocked.length === 0 ? (
          <Text>You have not blocked any company.</Text>
        ) : (
          <ul className={styles.list} aria-label="Blocked companies">
            {blocked.map((company) => (
              <li key={company.id} className={styles.row}>
                <Text as="span">{company.name}</Text>
                <CompanyButton company={company} intent="unblock" />
              </li>
            ))}
          </ul>
        )}
        <Form method="get" preventScrollReset className={styles.inlineForm}>
          <div className={styles.grow}>
            <TextField
              id={controlId('blocked', 'company')}
              label="Find a company to block"
              name="company"
              type="search"
              maxLength={100}
              defaultValue={query}
            />
          </div>
          <Button type="submit" variant="secondary">
            Search companies
          </Button>
        </Form>
        {query !== '' &&
          (candidates.length === 0 ? (
            <Text role="status">
              {found.length === 0
                ? `No company matches “${query}”.`
                : `Every company matching “${query}” is already blocked.`}
            </Text>
          ) : (
            <ul className={styles.list} aria-label={`Companies matching “${query}”`}>
              {candidates.map((company) => (
                <li key={company.id} className={styles.row}>
                  <Text as="span">{company.name}</Text>
                  <CompanyButton company={company} intent="block" />
                </li>
              ))}
            </ul>
          ))}
      </Stack>
    </Card>
  );
}

export function PrivacySection({
  flags,
  blocked,
  query,
  found,
}: {
  flags: SettingsFlags;
  blocked: Company[] | null;
  query: string;
  found: Company[];
}) {
  return (
    <Stack space="lg">
      <FlagsForm flags={flags} />
      <BlockedCompanies blocked={blocked} query={query} found={found} />
    </Stack>
  );
}
