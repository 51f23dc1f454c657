import { describe, expect, it } from 'vitest';
import { ROUTES, ROUTES_WITH_SCREENS, type RouteName } from '../../../shared/routes/route-map.ts';
import { OFFICE_MENU, officeMenuGroups } from './office-menu.ts';

/** Office pages that are a step of another page, and the menu page that leads to them. */
const STEPS: Partial<Record<RouteName, RouteName>> = {
  // The menu's own pages.
  office: 'office',
  menu: 'office',
  menuProfile: 'office',
  menuSettings: 'office',
  // The security hub links every protection it shows.
  changeLogin: 'security',
  phoneBinding: 'security',
  phoneActivate: 'security',
  phoneChange: 'security',
  emailChange: 'security',
  activationEmail: 'security',
  authByEmail: 'security',
  enableTwoFactor: 'security',
  disableTwoFactor: 'security',
  // The verification page leads to its ways and to the welcome after one succeeds.
  identification: 'verification',
  accountVerification: 'verification',
  accountIdentification: 'verification',
  identificationWelcome: 'verification',
  // A payment method's form, its receipt, and the consultant's steps of a request.
  rechargeForm: 'recharge',
  deduceForm: 'deduce',
  paycheck: 'paymentHistory',
  paymentConsultantRequests: 'paymentRequests',
  paymentConsultantCreate: 'paymentRequests',
  paymentConsultantTransactions: 'paymentRequests',
  paymentConsultantFillOut: 'paymentRequests',
};

const linked = new Set(OFFICE_MENU.flatMap((group) => group.links.map((link) => link.route)));

describe('the office menu', () => {
  it('reaches every office page the site has, directly or through the page it is a step of', () => {
    const officePages = [...ROUTES_WITH_SCREENS].filter((name) =>
      ROUTES[name].path.startsWith('/office'),
    );
    const unreached = officePages.filter((name) => {
      const from = STEPS[name];
      return !linked.has(name) && !(from && (from === 'office' || linked.has(from)));
    });
    expect(unreached).toEqual([]);
  });

  it('links only pages that exist', () => {
    expect([...linked].filter((name) => !ROUTES_WITH_SCREENS.has(name))).toEqual([]);
  });

  it('shows one group on a variant’s route and every group on the whole menu', () => {
    expect(officeMenuGroups('menuProfile').map((group) => group.variant)).toEqual(['profile']);
    expect(officeMenuGroups('menu')).toBe(OFFICE_MENU);
    expect(officeMenuGroups('office')).toBe(OFFICE_MENU);
  });
});
