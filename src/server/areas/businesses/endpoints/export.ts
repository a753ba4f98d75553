import { z } from 'zod';
import { exportKinds } from '../../../../common/schemas/admin.js';
import { csvFile } from '../../../core/csv.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';

const exportQuery = z.strictObject({
  kind: z.enum(exportKinds, { error: `Export one of: ${exportKinds.join(', ')}` }),
  search: z.string().trim().max(200).default(''),
});

/** REST only, a download: GET /api/admin/export/{businesses|bookings|ledger}.csv?search=…, honouring the table's search. */
export const exportCsv = defineEndpoint({
  access: 'admin',
  input: exportQuery,
  handler: async (ctx, { kind, search }) => csvFile(kind, await ctx.services.exports.exportCsv(kind, search)),
  rest: {
    operationId: 'exportCsv',
    method: 'get',
    path: '/api/admin/export/{kind}.csv',
    summary: 'CSV of businesses, bookings or ledger (query: search)',
    errors: { 400: `Export one of: ${exportKinds.join(', ')} (kind), or a search over 200 characters` },
    file: 'text/csv',
    input: (request) => request.parse(exportQuery, { kind: request.params.kind, search: request.query.search ?? '' }),
  },
});
