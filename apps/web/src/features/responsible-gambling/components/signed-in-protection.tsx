import { ProtectionPrompts } from './protection-prompts.tsx';
import { RealityCheckWatch } from './reality-check-watch.tsx';

export { SessionClock } from './session-clock.tsx';

/** What watches over a signed-in player on every page: reality checks and the prompts. */
export function SignedInProtection(props: { onLeave(): void; onDepositPage: boolean }) {
  return (
    <>
      <RealityCheckWatch onLeave={props.onLeave} />
      <ProtectionPrompts onDepositPage={props.onDepositPage} />
    </>
  );
}
