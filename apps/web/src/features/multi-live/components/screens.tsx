import type { Screen } from '../../../shared/routes/screen.ts';
import { MultiLivePage } from './multi-live-page.tsx';

export const MULTI_LIVE_SCREENS: readonly Screen[] = [
  { route: 'bettingMultiLive', element: <MultiLivePage /> },
];
