import { INT4_MAX } from '@arenabet/contracts';
import { type RegisterPerson, samePerson } from '@arenabet/domain/responsible/exclusion-register';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { hashPassword, verifyForNobody, verifyPassword } from '../../platform/security/password.ts';
import { players } from './schema.ts';

export type Player = typeof players.$inferSelect;

export interface NewPlayer {
  password: string;
  email?: string | null;
  phone?: string | null;
  emailConfirmedAt?: Date | null;
  phoneConfirmedAt?: Date | null;
  name?: string | null;
  surname?: string | null;
  /** YYYY-MM-DD. */
  birthday?: string | null;
  registrationType?: string | null;
  details?: Record<string, string | number | boolean>;
  countryId?: number | null;
  currencyId?: number | null;
  partnerId?: number;
  refCode?: string | null;
  bonusChoice?: string | null;
}

export class PlayerService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** In `db`'s transaction when given, so a caller can make the player and its rows at once. */
  async create(player: NewPlayer, db: Database | Transaction = this.db): Promise<Player> {
    const { password, email, ...rest } = player;
    const [created] = await db
      .insert(players)
      .values({
        ...rest,
        email: email?.toLowerCase() ?? null,
        passwordHash: await hashPassword(password),
        createdAt: this.clock.now(),
      })
      .returning();
    if (!created) throw new Error('player was not created');
    return created;
  }

  /** What the player told of themselves, as a self-exclusion register matches people. */
  personOf(player: Player): RegisterPerson {
    const contactPhone = player.details.phone;
    return {
      name: player.name,
      surname: player.surname,
      birthday: player.birthday,
      email: player.email,
      phone: player.phone ?? (typeof contactPhone === 'string' ? contactPhone : null),
    };
  }

  /**
   * The accounts that are this person's, of every brand the database serves: by e-mail, phone,
   * or full name with the date of birth.
   */
  async accountsOf(person: RegisterPerson): Promise<number[]> {
    const ways: SQL[] = [];
    if (person.email) ways.push(eq(players.email, person.email.trim().toLowerCase()));
    if (person.phone) ways.push(eq(players.phone, phoneDigits(person.phone)));
    if (person.birthday) ways.push(eq(players.birthday, person.birthday));
    if (ways.length === 0) return [];
    const candidates = await this.db
      .select()
      .from(players)
      .where(or(...ways));
    return candidates
      .filter((candidate) => samePerson(person, this.personOf(candidate)))
      .map((candidate) => candidate.id);
  }

  /** The consent to offers and news (`receive_news`) withdrawn, as a self-exclusion asks. */
  async withdrawMarketingConsent(id: number): Promise<void> {
    await this.db
      .update(players)
      .set({ details: sql`${players.details} || '{"receive_news": false}'::jsonb` })
      .where(eq(players.id, id));
  }

  async byId(id: number): Promise<Player | null> {
    const [player] = await this.db.select().from(players).where(eq(players.id, id));
    return player ?? null;
  }

  /**
   * The player a login names — account number, e-mail or phone — if the password is theirs.
   * Unknown login and wrong password take the same time and give the same null.
   */
  async checkCredentials(login: string, password: string): Promise<Player | null> {
    const player = await this.byLogin(login.trim());
    if (!player) return verifyForNobody(password).then(() => null);
    return (await verifyPassword(player.passwordHash, password)) ? player : null;
  }

  /** The player a login names (account number, login, e-mail or phone), for reset and checks. */
  async findByLogin(login: string): Promise<Player | null> {
    return this.byLogin(login.trim());
  }

  async byEmail(email: string): Promise<Player | null> {
    return this.firstWhere(eq(players.email, email.trim().toLowerCase()));
  }

  async byPhone(phone: string): Promise<Player | null> {
    return this.firstWhere(eq(players.phone, phoneDigits(phone)));
  }

  async passwordMatches(id: number, password: string): Promise<boolean> {
    const player = await this.byId(id);
    if (!player) return verifyForNobody(password);
    return verifyPassword(player.passwordHash, password);
  }

  async setPassword(id: number, password: string, at: Date): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db
      .update(players)
      .set({ passwordHash, passwordChangedAt: at })
      .where(eq(players.id, id));
  }

  /** A new phone is confirmed when set (callers check the code first), or null to unbind. */
  async setPhone(id: number, phone: string | null, confirmedAt: Date | null): Promise<void> {
    await this.db
      .update(players)
      .set({ phone: phone === null ? null : phoneDigits(phone), phoneConfirmedAt: confirmedAt })
      .where(eq(players.id, id));
  }

  /** A changed e-mail is unconfirmed until its activation letter is used. */
  async setEmail(id: number, email: string): Promise<void> {
    await this.db
      .update(players)
      .set({ email: email.trim().toLowerCase(), emailConfirmedAt: null })
      .where(eq(players.id, id));
  }

  async confirmEmail(id: number, at: Date): Promise<void> {
    await this.db.update(players).set({ emailConfirmedAt: at }).where(eq(players.id, id));
  }

  async setLogin(id: number, login: string): Promise<void> {
    await this.db
      .update(players)
      .set({ login: login.trim().toLowerCase() })
      .where(eq(players.id, id));
  }

  async setAuthByEmail(id: number, on: boolean): Promise<void> {
    await this.db.update(players).set({ authByEmail: on }).where(eq(players.id, id));
  }

  async markSignedIn(id: number, at: Date): Promise<Date | null> {
    const [before] = await this.db
      .select({ lastSignInAt: players.lastSignInAt })
      .from(players)
      .where(eq(players.id, id));
    await this.db.update(players).set({ lastSignInAt: at }).where(eq(players.id, id));
    return before?.lastSignInAt ?? null;
  }

  /**
   * A string of digits may be an account number or a phone; the account number wins. Other
   * text is a login the player chose (never all digits), else a phone typed with symbols.
   */
  private async byLogin(login: string): Promise<Player | null> {
    if (login.includes('@')) return this.firstWhere(eq(players.email, login.toLowerCase()));
    if (/[a-z]/i.test(login)) return this.firstWhere(eq(players.login, login.toLowerCase()));
    const phone = eq(players.phone, phoneDigits(login));
    const accountNumber = /^\d{1,10}$/.test(login) ? Number(login) : Number.NaN;
    if (!Number.isSafeInteger(accountNumber) || accountNumber > INT4_MAX)
      return this.firstWhere(phone);
    return (await this.firstWhere(eq(players.id, accountNumber))) ?? this.firstWhere(phone);
  }

  private async firstWhere(condition: SQL): Promise<Player | null> {
    const [player] = await this.db.select().from(players).where(condition).limit(1);
    return player ?? null;
  }
}

/** Phones are stored as E.164 (`+` and digits); people type spaces, dashes and brackets. */
export function phoneDigits(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`;
}
