import { createHmac } from 'node:crypto';
import type { BlockHmac } from '@rgs/game-kit';

/**
 * Node's native HMAC-SHA256 for a round's float blocks: the bytes of the kit's portable one (tested
 * beside this), in a fraction of its time on the bet's path.
 */
export const nodeBlockHmac: BlockHmac = (key, message) => createHmac('sha256', key).update(message, 'utf8').digest();
