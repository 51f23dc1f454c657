import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { serverSecrets } from './schema.ts';

export type SecretName =
  | 'player-token-key'
  | 'captcha-key'
  | 'confirmation-code-key'
  | 'two-factor-key'
  | 'social-state-key'
  | 'oidc-dev-provider-key'
  | 'payment-sandbox-webhook-key'
  /** The key an outside casino studio signs its wallet calls with, one per studio. */
  | `casino-studio-key:${string}`;

/** A secret of the site: made once (whichever instance comes first), then read by all. */
export async function serverSecret(db: Database, name: SecretName): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} is missing after insert`);
  return row.value;
}
