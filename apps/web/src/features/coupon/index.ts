/*
 * The coupon (bet slip). The layout wraps the site in <CouponProvider onSignIn> (every price
 * reads the coupon through shared/feed's OutcomePicker) and puts <CouponPanel onSignIn> beside
 * the pages `showsCoupon(pathname)` names.
 */
export { CouponPanel } from './components/coupon-panel.tsx';
export { CouponProvider } from './components/coupon-provider.tsx';
export { showsCoupon } from './lib/coupon-routes.ts';
