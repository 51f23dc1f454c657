import { createHmac } from 'node:crypto';

/*
 * The site's seamless wallet as its OpenAPI document describes it (tag casino-wallet): JSON
 * POSTs to /third-party/casino/v1/<provider>/<call>, signed with X-Casino-Timestamp and
 * X-Casino-Signature = hex HMAC-SHA256(key, "<timestamp>.<raw body>").
 */

export interface WalletReply {
  status: number;
  body: { balance?: number; currency?: string; replayed?: boolean; message?: string };
}

export class WalletClient {
  constructor(
    private readonly siteUrl: string,
    private readonly provider: string,
    private readonly key: string,
    private readonly now: () => number,
  ) {}

  async call(
    name: 'balance' | 'debit' | 'credit' | 'rollback',
    body: object,
  ): Promise<WalletReply> {
    const raw = JSON.stringify(body);
    const timestamp = String(this.now());
    const signature = createHmac('sha256', this.key).update(`${timestamp}.${raw}`).digest('hex');
    const url = new URL(`/third-party/casino/v1/${this.provider}/${name}`, this.siteUrl);
    const answer = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-casino-timestamp': timestamp,
        'x-casino-signature': signature,
      },
      body: raw,
    });
    return { status: answer.status, body: (await answer.json()) as WalletReply['body'] };
  }
}
