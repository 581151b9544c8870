import { headMeta } from '@jobsite/shell/head';
import { originOf, publicCache, siteContext } from '@jobsite/shell/site';
import { Heading } from '@jobsite/ui/Heading';
import { Link } from '@jobsite/ui/Link';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Section } from '@jobsite/ui/Section';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { windowText } from '../CompetitionTimeline.tsx';
import { quizOf, ruleSections } from '../copy.ts';
import { EPOCH_PATHS, loadEdition, ROUND_NAMES } from '../edition.ts';
import { FootLinks } from '../FootLinks.tsx';
import * as styles from './competition.css.ts';

/**
 * `/epoch/terms`: the rules of the competition (product.md section 5), written from the domain's limits
 * and the current edition's quiz size and dates.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const { competition } = await loadEdition(site, request);
  return {
    name: competition.name,
    sections: ruleSections(competition.name, quizOf(competition)),
    dates: competition.rounds.map((r) => ({ round: r.round, when: windowText(r) })),
    head: {
      title: `${competition.name} rules and terms | ${site.name}`,
      description: `Who can take part in ${competition.name}, how each round works, what to hand in, and how cut-offs and results are decided.`,
      canonical: originOf(site, request) + EPOCH_PATHS.terms,
      siteName: site.name,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => headMeta(loaderData?.head);

export function headers() {
  return { 'Cache-Control': publicCache(300) };
}

export default function TermsPage() {
  const { name, sections, dates } = useLoaderData<typeof loader>();
  return (
    <Stack space="xl">
      <PageTitle title={<>{name}: rules and terms</>} size={1} space="sm">
        <Text>
          By registering for {name} you accept these rules. They apply to every candidate and every round.
        </Text>
        <nav aria-label="On this page">
          <ul className={styles.points}>
            {sections.map((s) => (
              <li key={s.id}>
                <Link href={`#${s.id}`}>{s.heading}</Link>
              </li>
            ))}
            <li>
              <Link href="#dates">Dates of this edition</Link>
            </li>
          </ul>
        </nav>
      </PageTitle>
      {sections.map((s) => (
        <section key={s.id} aria-labelledby={s.id}>
          <Stack space="sm">
            <Heading level={2} size={3} id={s.id}>
              {s.heading}
            </Heading>
            <ul className={styles.points}>
              {s.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Stack>
        </section>
      ))}
      <Section title="Dates of this edition" id="dates">
        <Text size="sm" tone="muted">
          Times are India Standard Time.
        </Text>
        <dl className={styles.facts}>
          {dates.map((d) => (
            <div key={d.round}>
              <dt>{ROUND_NAMES[d.round]}</dt>
              <dd>{d.when}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <FootLinks name={name} next={{ href: EPOCH_PATHS.register, label: 'Register' }} />
    </Stack>
  );
}
