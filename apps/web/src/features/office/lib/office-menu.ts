import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import type { RouteName } from '../../../shared/routes/route-map.ts';
import type { IconName } from '../../../shared/ui/icon-paths.tsx';

export interface OfficeLink {
  route: RouteName;
  icon: IconName;
  /** The dictionary key of the screen's own title, so the link and the page say the same. */
  title: string;
}

/**
 * The spec's office menu variants: the whole menu, its profile part and its settings part. The
 * promo variant waits for its pages (bonuses, promo codes, bring a friend), which do not exist
 * yet: a group of links to nothing would be a promise the office cannot keep.
 */
export type OfficeMenuVariant = 'money' | 'profile' | 'settings';

export interface OfficeMenuGroup {
  variant: OfficeMenuVariant;
  /** The group's heading. */
  title: string;
  /** The route showing this group alone; the money group is the office's own page. */
  route: RouteName;
  links: readonly OfficeLink[];
}

/**
 * Every office page the site has, in the groups of the spec's menu; pages that are steps of
 * another (a payment method's form, a phone's code, turning two-factor off) are reached from
 * the page they belong to (office-menu.test.ts holds that list).
 */
export const OFFICE_MENU: readonly OfficeMenuGroup[] = [
  {
    variant: 'money',
    title: i18nKey('office_menu_money'),
    route: 'menu',
    links: [
      { route: 'recharge', icon: 'wallet', title: i18nKey('payment_recharge_title') },
      { route: 'deduce', icon: 'withdraw', title: i18nKey('payment_deduce_title') },
      { route: 'paymentHistory', icon: 'history', title: i18nKey('payment_history_title') },
      { route: 'betsHistory', icon: 'ball', title: i18nKey('bets_history_title') },
      { route: 'officeCasino', icon: 'casino', title: i18nKey('casino_history_title') },
      { route: 'powerbet', icon: 'live', title: i18nKey('powerbet_title') },
      { route: 'managerBets', icon: 'shield', title: i18nKey('manager_bets_title') },
      { route: 'paymentRequests', icon: 'chat', title: i18nKey('payment_requests_title') },
    ],
  },
  {
    variant: 'profile',
    title: i18nKey('office_menu_profile'),
    route: 'menuProfile',
    links: [
      { route: 'verification', icon: 'card', title: i18nKey('verification_title') },
      { route: 'security', icon: 'shield', title: i18nKey('security_title') },
      { route: 'changePassword', icon: 'lock', title: i18nKey('password_change_title') },
      { route: 'securityQuestion', icon: 'info', title: i18nKey('secure_question_title') },
      { route: 'sessionHistory', icon: 'devices', title: i18nKey('sessions_title') },
    ],
  },
  {
    variant: 'settings',
    title: i18nKey('office_menu_settings'),
    route: 'menuSettings',
    links: [
      { route: 'settingsWallets', icon: 'wallet', title: i18nKey('wallets_title') },
      { route: 'favorites', icon: 'star', title: i18nKey('favorites_title') },
      {
        route: 'settingsDisallowedSports',
        icon: 'eyeOff',
        title: i18nKey('disallowed_sports_title'),
      },
      {
        route: 'responsibleGambling',
        icon: 'shield',
        title: i18nKey('responsible_title'),
      },
    ],
  },
];

/** The groups a menu route shows: one for its variant's route, all of them for the office. */
export function officeMenuGroups(route: RouteName): readonly OfficeMenuGroup[] {
  const group = OFFICE_MENU.find((candidate) => candidate.route === route);
  return group && route !== 'menu' ? [group] : OFFICE_MENU;
}
