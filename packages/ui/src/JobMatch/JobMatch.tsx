import type { JobMatch as Match, ProfileAddition, SkillGap } from '@jobsite/domain';
import { createElement } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import type { LinkComponent } from '../utils/link.ts';
import * as styles from './JobMatch.css.ts';

export interface JobMatchProps {
  /** The answer of `GET job/match` for the signed-in seeker. */
  match: Match;
  /** Where the seeker edits their profile. */
  profileHref: string;
  linkComponent?: LinkComponent;
  /** The heading's document level (its look stays small). */
  headingLevel?: 2 | 3;
  id?: string;
}

const ADDITIONS: Record<ProfileAddition, string> = {
  skills: 'your skills',
  experience: 'your years of experience',
  location: 'your current or preferred city',
  salary: 'your expected salary',
};

/** "a, b and c". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const tenth = (n: number) => Math.round(n * 10) / 10;
const lakhs = (n: number) => `₹${tenth(n)} LPA`;
const lakhsBand = (min: number, max: number) =>
  min === max ? lakhs(min) : `₹${tenth(min)}–${tenth(max)} LPA`;
const yearsText = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
const yearsBand = (min: number, max: number) => (min === max ? yearsText(min) : `${min}–${max} years`);

function skillsText(skills: Match['skills']): string {
  switch (skills.state) {
    case 'job-lists-none':
      return 'This job lists no skills to compare';
    case 'profile-lists-none':
      return 'Add your skills to see how you match';
    case 'compared':
      return `${skills.matched} of ${skills.of} skills`;
  }
}

function experienceText(experience: Match['experience']): string {
  if (experience.state === 'unknown') return 'Add your experience to compare';
  return `${yearsText(experience.years)}: ${experience.state} the job's ${yearsBand(experience.min, experience.max)}`;
}

function locationText(location: Match['location']): string {
  switch (location.state) {
    case 'remote':
      return 'Work from home: any city';
    case 'job-lists-none':
      return 'This job names no city';
    case 'unknown':
      return `In ${location.jobCities.join(', ')}: add your city to compare`;
    case 'current':
      return `In your city (${location.jobCities.join(', ')})`;
    case 'preferred':
      return `In a city you prefer (${location.jobCities.join(', ')})`;
    case 'elsewhere':
      return `Not in your cities: ${location.jobCities.join(', ')}`;
  }
}

function salaryText(salary: Match['salary']): string {
  switch (salary.state) {
    case 'not-shown':
      return 'The job does not show its salary';
    case 'unknown':
      return 'Add your expected salary to compare';
    default:
      return `You expect ${lakhs(salary.expected)}: ${salary.state} the job's ${lakhsBand(salary.min, salary.max)}`;
  }
}

/** A missing skill: that the seeker may have it (a related one), and the courses that teach it. */
function Gap({ gap, Anchor }: { gap: SkillGap; Anchor: LinkComponent | 'a' }) {
  return (
    <li className={styles.gap}>
      <span className={styles.skill}>{gap.skill}</span>
      {gap.relatedTo !== null && (
        <span className={styles.note}>
          Goes with your {gap.relatedTo}: if you have it too, add it to your profile.
        </span>
      )}
      {gap.courses.length > 0 && (
        <span className={styles.note}>
          Learn it:{' '}
          {gap.courses.map((c, i) => (
            <span key={c.id}>
              {i > 0 && ', '}
              <Anchor href={c.path}>{c.name}</Anchor>
            </span>
          ))}
        </span>
      )}
    </li>
  );
}

/**
 * How the signed-in seeker matches the job (decision 0102): skills matched "x of y" (a related skill
 * counts half), experience, location and salary against the job, the missing skills with the courses
 * that teach them, and what to add to the profile where it says too little. Plain HTML: it needs no
 * script.
 */
export function JobMatch({
  match,
  profileHref,
  linkComponent,
  headingLevel = 2,
  id = 'job-match',
}: JobMatchProps) {
  const Anchor = linkComponent ?? 'a';
  const headingId = `${id}-heading`;
  const { skills } = match;
  const facts: [string, string][] = [
    ['Skills', skillsText(skills)],
    ['Experience', experienceText(match.experience)],
    ['Location', locationText(match.location)],
    ['Salary', salaryText(match.salary)],
  ];
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading level={headingLevel} size={4} id={headingId}>
        How you match
      </Heading>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {skills.state === 'compared' && skills.exact.length > 0 && (
        <p className={styles.note}>You have {listed(skills.exact)}.</p>
      )}
      {skills.state === 'compared' && skills.gaps.length > 0 && (
        <>
          {createElement(
            `h${headingLevel + 1}`,
            { className: styles.subheading },
            'Skills you may be missing',
          )}
          <ul className={styles.gaps}>
            {skills.gaps.map((gap) => (
              <Gap key={gap.skill} gap={gap} Anchor={Anchor} />
            ))}
          </ul>
        </>
      )}
      {match.toAdd.length > 0 && (
        <p className={styles.add}>
          Add {listed(match.toAdd.map((a) => ADDITIONS[a]))} to{' '}
          <Anchor href={profileHref}>your profile</Anchor> to see how you match.
        </p>
      )}
    </section>
  );
}
