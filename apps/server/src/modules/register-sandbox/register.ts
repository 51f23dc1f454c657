import {
  type NationalRegisterMonths,
  NOT_EXCLUDED,
  nationalRegisterEnd,
  type RegisterAnswer,
  type RegisterPerson,
  samePerson,
  strictestAnswer,
} from '@arenabet/domain/responsible/exclusion-register';
import { and, eq, gt, or, type SQL } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import type { ExclusionRegister } from '../responsible-gambling/exclusion-registers.ts';
import { registerSandboxEntries } from './schema.ts';

export interface SandboxRegistration extends RegisterPerson {
  months: NationalRegisterMonths;
}

/**
 * The built-in stand-in for a national self-exclusion register: people register themselves on
 * its own page for 6 months, a year or 5 years (the UK's lengths), and the site asks it by what
 * it knows of a person. It keeps its own table and shares nothing with the site's.
 */
export class SandboxExclusionRegister implements ExclusionRegister {
  readonly source = 'national_register';

  constructor(
    private readonly db: Database,
    readonly clock: Clock,
  ) {}

  async register(person: SandboxRegistration): Promise<{ id: number; endsAt: Date }> {
    const registeredAt = this.clock.now();
    const endsAt = nationalRegisterEnd(registeredAt, person.months);
    const [row] = await this.db
      .insert(registerSandboxEntries)
      .values({
        name: person.name ?? null,
        surname: person.surname ?? null,
        birthday: person.birthday ?? null,
        email: person.email?.trim().toLowerCase() || null,
        phone: person.phone ? `+${person.phone.replace(/\D/g, '')}` : null,
        months: person.months,
        registeredAt,
        endsAt,
      })
      .returning({ id: registerSandboxEntries.id });
    if (!row) throw new Error('the register wrote no entry');
    return { id: row.id, endsAt };
  }

  async check(person: RegisterPerson, now: Date): Promise<RegisterAnswer> {
    const ways: SQL[] = [];
    if (person.email)
      ways.push(eq(registerSandboxEntries.email, person.email.trim().toLowerCase()));
    if (person.phone) {
      ways.push(eq(registerSandboxEntries.phone, `+${person.phone.replace(/\D/g, '')}`));
    }
    if (person.birthday) ways.push(eq(registerSandboxEntries.birthday, person.birthday));
    if (ways.length === 0) return NOT_EXCLUDED;
    const candidates = await this.db
      .select()
      .from(registerSandboxEntries)
      .where(and(gt(registerSandboxEntries.endsAt, now), or(...ways)));
    return strictestAnswer(
      candidates
        .filter((entry) => samePerson(person, entry))
        .map((entry) => ({ excluded: true, endsAt: entry.endsAt })),
    );
  }
}
