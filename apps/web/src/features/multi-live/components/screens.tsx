import type { Screen } from '../../../shared/routes/screen.ts';

export const MULTI_LIVE_SCREENS: readonly Screen[] = [
  {
    route: 'bettingMultiLive',
    load: () => import('./multi-live-page.tsx').then((m) => <m.MultiLivePage />),
  },
];
