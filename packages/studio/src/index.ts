export { AURORA_RETURN, AURORA_SEGMENTS, auroraWin } from './aurora-wheel.ts';
export { type SpinAnswer, spin, studioServer, WalletRefusal } from './studio.ts';
export { WalletClient } from './wallet-client.ts';
