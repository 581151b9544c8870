/** `GET read-csv/{name}` (calls.md 7.13): A promo-banner list; failure default "Something went wrong. Please try again later.". */
import { defineCall, type InputOf } from '../../core/define-call.ts';
import { ERROR_TEXTS } from '../../core/errors.ts';

export type ReadCsvInput = InputOf<typeof readCsv>;

export const readCsv = defineCall('GET read-csv/{name}', {
  defaultError: { message: ERROR_TEXTS.banners, code: 500 },
});
