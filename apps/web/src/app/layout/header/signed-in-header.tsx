import { AccountMenu } from '../../../features/auth/components/account-menu.tsx';
import { HeaderAccountSwitcher } from '../../../features/wallets/index.ts';

/** The signed-in player's side of the header: the balance with its accounts, and the menu. */
export function SignedInHeader({ userId }: { userId: number }) {
  return (
    <>
      <HeaderAccountSwitcher />
      <AccountMenu userId={userId} />
    </>
  );
}
