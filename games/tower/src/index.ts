export { MAX_TILES, TOWER_DIFFICULTIES, TOWER_LAYOUTS, TOWER_ROWS, safeTiles, type FloorLayout, type TowerDifficulty } from './board';
export { drawTowerBombs, towerFloatCount } from './draw';
export { towerGame } from './game';
export { TOWER_MAX_MULTIPLIER, clearChance, towerMultiplier, towerMultiplierTable } from './multiplier';
export { towerPlaybook } from './playbook';
export {
  pickParamsSchema,
  towerParamsSchema,
  type PickParams,
  type TowerOutcome,
  type TowerParams,
  type TowerState,
} from './rules';
export { towerStrings } from './strings';
