import { defineFeature } from '../../shell/define-feature';
import { crewBusScreens } from './screens';

/** Sea-going crew and chartered bus: two listing kinds on the engine's screens and words (docs/smaller-screens.md). */
export const crewBusFeature = defineFeature({
  name: 'crew-bus',
  screens: crewBusScreens,
  usesWordsOf: ['listing'],
});
