import { holdingBreak } from '@arenabet/domain/responsible/breaks';
import {
  type RegisterAnswer,
  type RegisterPerson,
  strictestAnswer,
} from '@arenabet/domain/responsible/exclusion-register';
import type { Database } from '../../platform/db/client.ts';
import type { PlayerService } from '../players/service.ts';
import type { ExclusionRegister } from './exclusion-registers.ts';
import { breaksOf } from './player-breaks.ts';

/**
 * The operator's own register: a person self-excluded on any of the operator's brands (they
 * share one database of players) is excluded on all of them, under any account of theirs.
 */
export class OperatorRegister implements ExclusionRegister {
  readonly source = 'operator_register';

  constructor(
    private readonly db: Database,
    private readonly players: () => PlayerService,
  ) {}

  async check(person: RegisterPerson, now: Date): Promise<RegisterAnswer> {
    const accounts = await this.players().accountsOf(person);
    const answers = await Promise.all(
      accounts.map(async (playerId): Promise<RegisterAnswer> => {
        const holding = holdingBreak(
          (await breaksOf(this.db, playerId)).filter((b) => b.kind === 'self_exclusion'),
          now,
        );
        return holding ? { excluded: true, endsAt: holding.endsAt } : { excluded: false };
      }),
    );
    return strictestAnswer(answers);
  }
}
