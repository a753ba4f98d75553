/** A chef's ledger and balance, written by whatever causes each line (completions, late cancellations). The face other areas import. */
import { defineArea } from '../../core/endpoints/area.js';
import { earningsEntities } from './entities.js';
export * from './entities.js';
export * from './ledger.js';

/** Its one contribution to the composition: the ledger's table. */
export const earningsArea = defineArea({
  name: 'earnings',
  entities: earningsEntities,
});
