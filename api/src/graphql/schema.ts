import { builder } from './builder';
import './scalars';
import './errors';
import './player-preferences';
import './session';
import './game';
import './round';
import './fairness';
import './free-bet';
import './play';
import './webhook-test';

/** The play API's executable schema. */
export const schema = builder.toSchema({ sortSchema: true });
