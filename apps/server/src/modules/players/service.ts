import { INT4_MAX } from '@arenabet/contracts';
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { hashPassword, verifyForNobody, verifyPassword } from '../../platform/security/password.ts';
import { players } from './schema.ts';

export type Player = typeof players.$inferSelect;

export interface NewPlayer {
  password: string;
  email?: string | null;
  phone?: string | null;
  countryId?: number | null;
  currencyId?: number | null;
  partnerId?: number;
  refCode?: string | null;
  bonusChoice?: string | null;
}

export class PlayerService {
  constructor(private readonly db: Database) {}

  async create(player: NewPlayer): Promise<Player> {
    const { password, email, ...rest } = player;
    const [created] = await this.db
      .insert(players)
      .values({
        ...rest,
        email: email?.toLowerCase() ?? null,
        passwordHash: await hashPassword(password),
      })
      .returning();
    if (!created) throw new Error('player was not created');
    return created;
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

  async markSignedIn(id: number, at: Date): Promise<Date | null> {
    const [before] = await this.db
      .select({ lastSignInAt: players.lastSignInAt })
      .from(players)
      .where(eq(players.id, id));
    await this.db.update(players).set({ lastSignInAt: at }).where(eq(players.id, id));
    return before?.lastSignInAt ?? null;
  }

  /** A string of digits may be an account number or a phone; the account number wins. */
  private async byLogin(login: string): Promise<Player | null> {
    if (login.includes('@')) return this.firstWhere(eq(players.email, login.toLowerCase()));
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
