/** Who holds which slot of a booking, and who may work what (eligibility). The face other areas and the composition root import. */
import { defineArea } from '../../core/endpoints/area.js';
import { assignmentsEmailTemplates } from './emails.js';
import { assignmentsEntities } from './entities.js';
export * from './assignments.js';
export * from './eligibility.js';
export * from './emails.js';

/** A library of the other areas, with no endpoint or service of its own: only the emails it words and the slots its assignments hold. */
export const assignmentsArea = defineArea({
  name: 'assignments',
  emailTemplates: assignmentsEmailTemplates,
  entities: assignmentsEntities,
});
