import { z } from 'zod';
import { taxYearParam } from '../../../../common/schemas/payouts.js';
import type { RestRequest } from '../../../core/endpoints/define.js';

/** A Vancouver year's CSV (the chef's own lines, or every chef's for the T4A slips): the year is in its path, /…/{year}.csv. */
export const byTaxYear = z.strictObject({ year: taxYearParam });
export const taxYearInPath = (request: RestRequest) => ({ year: request.parse(taxYearParam, request.params.year) });
export const TAX_YEAR_ERRORS = { 400: 'Year must be a year such as 2026' } as const;
