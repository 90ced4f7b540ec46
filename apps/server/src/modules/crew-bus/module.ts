import { defineModule } from '../../core/module.js';
import { seedCrewBusDemo } from './demo-seed.js';

/**
 * Sea-going crew and chartered bus (docs/smaller-screens.md): two listing kinds the engine serves whole (their
 * declarations in contracts listings/kinds; categories, home entries and config in basis). This module holds their
 * demo posts, which need the engine's columns and search words (basis may not import the engine: it imports basis).
 */
export const crewBusModule = defineModule({
  name: 'crew-bus',
  seed: { demo: seedCrewBusDemo },
});
