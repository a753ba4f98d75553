import { exportKinds } from '../../../common/schemas/admin.js';
import { JOB_STATES } from '../../../common/constants.js';
import { ID_MESSAGE } from '../../../common/schemas/fields.js';
import { EMAIL_IN_USE, NOTHING_TO_UPDATE, profileUpdateInput } from '../../../common/schemas/registration.js';
import { hoursRequestInput, settingsInput } from '../../../common/schemas/requests.js';
import { NOT_ALLOWED } from '../../core/errors.js';
import type { Operation } from '../../core/http/openapi-operation.js';
import { BUSINESS_NOT_FOUND } from './dashboard.js';
import { JOB_NOT_FOUND, ONLY_FAILED_JOBS } from './jobs.js';
import { adminBusinessListAnswer, dashboardAnswer, deleteBusinessAnswer, hoursRequestedAnswer, jobListAnswer, jobRetriedAnswer, profileAnswer, sessionAnswer, settingsAnswer } from '../../../common/schemas/answers/businesses.js';

/** The OpenAPI entries of this area's REST paths (src/server/openapi.ts builds the document). */
export const businessesOperations: Operation[] = [
  { operationId: 'getSession', method: 'get', path: '/api/session', summary: 'Who is signed in: {business, admin, chef}, each null when nobody of that kind is; chef is {id, name}', access: 'anyone', answer: sessionAnswer },
  { operationId: 'getDashboard', method: 'get', path: '/api/dashboard/{businessId}', summary: 'Business, contact, bookings, labor bank and ledger', access: 'business or admin', answer: dashboardAnswer, errors: { 400: `${ID_MESSAGE} (businessId), or Bad request (a path that is not valid URL encoding)`, 403: `${NOT_ALLOWED} (a business session reading another business)`, 404: BUSINESS_NOT_FOUND } },
  { operationId: 'updateBusinessProfile', method: 'patch', path: '/api/business/profile', summary: "Update any of the signed-in business's profile and contact fields; answers the whole profile", access: 'business', body: profileUpdateInput, answer: profileAnswer, errors: { 400: `${NOTHING_TO_UPDATE} (an empty body), or a field's own message`, 409: `${EMAIL_IN_USE} (errors.email: another account uses this email, in any case)` } },
  { operationId: 'getBusinessSettings', method: 'get', path: '/api/business/settings', summary: 'Notification settings of the signed-in business', access: 'business', answer: settingsAnswer },
  { operationId: 'updateBusinessSettings', method: 'put', path: '/api/business/settings', summary: 'Save the notification settings', access: 'business', body: settingsInput, answer: settingsAnswer },
  { operationId: 'requestHours', method: 'post', path: '/api/request-hours', status: 201, summary: 'Ask for additional labor hours', access: 'business', body: hoursRequestInput, answer: hoursRequestedAnswer, errors: { 403: `${NOT_ALLOWED} (businessId is another business)` } },
  { operationId: 'listBusinesses', method: 'get', path: '/api/admin/businesses', summary: 'Every business with contact, labor bank and upcoming bookings', access: 'admin', answer: adminBusinessListAnswer },
  { operationId: 'deleteBusiness', method: 'delete', path: '/api/admin/business/{id}', summary: "Delete a business: it is closed and hidden from the admin's lists and paths, its people erased and signed out, its upcoming bookings canceled; its orders, invoices, ledger and the chefs' earnings stay", access: 'admin', answer: deleteBusinessAnswer, errors: { 400: `${ID_MESSAGE} (id)`, 404: `${BUSINESS_NOT_FOUND} (also a business already deleted)` } },
  { operationId: 'exportCsv', method: 'get', path: '/api/admin/export/{kind}.csv', file: 'text/csv', summary: 'CSV of businesses, bookings or ledger (query: search)', access: 'admin', errors: { 400: `Export one of: ${exportKinds.join(', ')} (kind), or a search over 200 characters` } },
  { operationId: 'listJobs', method: 'get', path: '/api/admin/jobs', summary: 'Background jobs in one state, newest change first (query: state = failed, the default, queued, running or done)', access: 'admin', answer: jobListAnswer, errors: { 400: `State must be one of: ${JOB_STATES.join(', ')}` } },
  { operationId: 'retryJob', method: 'post', path: '/api/admin/jobs/{id}/retry', summary: 'Queue a failed job again, due now, with its attempts reset', access: 'admin', answer: jobRetriedAnswer, errors: { 400: `${ID_MESSAGE} (id)`, 404: JOB_NOT_FOUND, 409: ONLY_FAILED_JOBS } },
];
