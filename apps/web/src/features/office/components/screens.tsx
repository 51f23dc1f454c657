import type { Screen } from '../../../shared/routes/screen.ts';

const officeMenu = (route: 'menu' | 'menuProfile' | 'menuSettings') => () =>
  import('./office-page.tsx').then((m) => <m.OfficePage route={route} />);

/** The office menu's variants (spec: menu, profile, settings); the office's own page is `office`. */
export const OFFICE_SCREENS: readonly Screen[] = [
  { route: 'menu', load: officeMenu('menu') },
  { route: 'menuProfile', load: officeMenu('menuProfile') },
  { route: 'menuSettings', load: officeMenu('menuSettings') },
];
