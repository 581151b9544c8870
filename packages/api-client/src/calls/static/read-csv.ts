/** `GET read-csv/{name}` (calls.md 7.13): A promo-banner list; failure default "Something went wrong. Please try again later.". */
import { PromoBanner } from '@jobsite/domain';
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';
import { ERROR_TEXTS } from '../../core/errors.ts';

export interface ReadCsvInput {
  name: string | number;
}

export const readCsv = defineCall({
  name: 'GET read-csv/{name}',
  service: 'static',
  method: 'get',
  defaultError: { message: ERROR_TEXTS.banners, code: 500 },
  output: v.array(PromoBanner),
  request: (input: ReadCsvInput) => ({ path: `read-csv/${encodeURIComponent(input.name)}` }),
});
