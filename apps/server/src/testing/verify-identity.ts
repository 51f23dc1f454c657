import type { AppServices } from '../module-deps.ts';
import { AUTOMATIC_TEST_PERSON } from '../modules/verification/identity-providers.ts';

/**
 * A player's identity verified the way a player verifies it: a Smart-ID session of the simulated
 * provider's automatic test person, read once complete. For tests and benchmarks whose players
 * play where the rules ask verification first.
 */
export async function verifyByTestPerson(services: AppServices, playerId: number): Promise<void> {
  const started = await services.verification.startSession(playerId, 'smart_id', {
    personalCode: AUTOMATIC_TEST_PERSON,
    country: 'EE',
  });
  const done = await services.verification.session(playerId, 'smart_id', started.sessionId);
  if (done.result !== 'ok') throw new Error(`the test person was not verified: ${done.result}`);
}
