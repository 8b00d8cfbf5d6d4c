import { createMemoryStorage } from './memory-storage';
import { describeStorageContract } from './storage-contract';

describeStorageContract('memory', (options) => createMemoryStorage(options));
