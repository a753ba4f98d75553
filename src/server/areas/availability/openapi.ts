import type { Operation } from '../../core/http/openapi-operation.js';
import { availabilityAnswer } from '../../../common/schemas/answers/availability.js';

/** The OpenAPI entries of this area's REST paths (src/server/openapi.ts builds the document). */
export const availabilityOperations: Operation[] = [
  { operationId: 'getAvailability', method: 'get', path: '/api/availability', summary: 'Days and time slots closed for booking, from today on', access: 'anyone', answer: availabilityAnswer },
];
