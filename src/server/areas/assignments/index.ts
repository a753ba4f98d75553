/** Who holds which slot of a booking, and who may work what (eligibility). The face other areas and the composition root import. */
import { defineArea } from '../../core/endpoints/area.js';
import { assignmentsEmailTemplates } from './emails.js';
import { assignmentsEntities } from './entities.js';
export * from './assignments.js';
export * from './eligibility.js';
export * from './emails.js';
export * from './follow-ups.js';

/** A library of the other areas, with no endpoint or service of its own: only the emails it words, the slots its assignments hold and the jobs that follow a booking's staffing. */
export const assignmentsArea = defineArea({
  name: 'assignments',
  emailTemplates: assignmentsEmailTemplates,
  entities: assignmentsEntities,
});
