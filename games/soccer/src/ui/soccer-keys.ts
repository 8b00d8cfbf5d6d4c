import { fill, type Hotkey } from '@rgs/game-kit/ui';
import { ZONES } from '../pitch';

/** What the keys do on the board, and when they may. */
export interface KeyActions {
  readonly t: (key: string) => string;
  readonly canShoot: () => boolean;
  readonly canCashOut: () => boolean;
  readonly shoot: (zone: number) => void;
  readonly shootRandom: () => void;
  readonly cashOut: () => void;
}

/** Soccer's keys, listed in the shell's keyboard help: 1–6 shoot at a zone, R at random, C cashes out. */
export function soccerHotkeys(actions: KeyActions): Hotkey[] {
  const zoneKeys = Array.from({ length: ZONES }, (_, zone): Hotkey => ({
    key: String(zone + 1),
    get label() {
      return fill(actions.t('shootZone'), { name: actions.t(`zone${zone}`) });
    },
    run: () => actions.shoot(zone),
    enabled: actions.canShoot,
  }));
  return [
    ...zoneKeys,
    {
      key: 'r',
      get label() {
        return actions.t('shootRandom');
      },
      run: () => actions.shootRandom(),
      enabled: actions.canShoot,
    },
    {
      key: 'c',
      get label() {
        return actions.t('cashout');
      },
      run: () => actions.cashOut(),
      enabled: actions.canCashOut,
    },
  ];
}
