import { lazy, Suspense } from 'react';

const Switcher = lazy(() =>
  import('./header-account-switcher.tsx').then((module) => ({
    default: module.HeaderAccountSwitcher,
  })),
);

/**
 * The header's balance, its code fetched only once a player is signed in: a visitor's first
 * page never carries it. Nothing shows meanwhile, as before the balance's first answer.
 */
export function HeaderAccountSwitcher() {
  return (
    <Suspense fallback={null}>
      <Switcher />
    </Suspense>
  );
}
