// What the app shell uses of this feature: the balance the header renders for a signed-in player.
export { HeaderAccountSwitcher } from './components/header-account-switcher-lazy.tsx';
