/** A job's share card (`routes/share-card.ts`): where it is and what it says besides the title. */
import { type JobDetail, jobPath } from '@jobsite/domain';
import { formatSalary } from '@jobsite/ui/JobCard/data';

/** `/share/j/{slug}-{id}.png`, beside the job's page `/j/{slug}-{id}.html`. */
export const shareCardPath = (job: { title: string; id: number }): string =>
  `/share${jobPath(job).replace(/\.html$/, '.png')}`;

type CardJob = Pick<
  JobDetail,
  'company' | 'cities' | 'minExp' | 'maxExp' | 'minSalary' | 'maxSalary' | 'hideSalary'
>;

/** The card's lines under the title: company, places, experience and salary where the employer shows it. */
export function cardFacts(job: CardJob): string[] {
  const salary = formatSalary(job);
  return [
    job.company?.name ?? 'A confidential employer',
    [job.cities.map((c) => c.name).join(', ') || 'India', `${job.minExp}-${job.maxExp} yrs`].join(' · '),
    ...(salary ? [salary] : []),
  ];
}

/** The card's alt text: what it shows, in words. */
export const shareCardAlt = (job: { title: string } & CardJob): string =>
  [job.title, ...cardFacts(job)].join(', ');
