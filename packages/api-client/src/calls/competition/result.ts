/** `GET user/competition/result` (calls.md 7.8): A round's results (page default 1, page size default 100). */
import { defineCall } from '../../core/define-call.ts';

export interface CompetitionResultInput {
  competitionId: string | number;
  name?: string | number | undefined;
  institute?: string | number | undefined;
  round?: string | number | undefined;
  page?: string | number | undefined;
  pageSize?: string | number | undefined;
}

export const competitionResult = defineCall('GET user/competition/result', {
  request: (input: CompetitionResultInput) => ({
    query: {
      competitionId: input.competitionId,
      name: input.name,
      institute: input.institute,
      round: input.round,
      page: input.page ?? '1',
      pageSize: input.pageSize ?? '100',
    },
  }),
});
