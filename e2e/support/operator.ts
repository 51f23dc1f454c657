import type { APIRequestContext } from '@playwright/test';

/** The e2e server's operator; specs sign in as them to read the outbox. */
export const E2E_OPERATOR_PASSWORD = 'e2e-operator-password';

export interface OutboxMessage {
  channel: 'sms' | 'email' | 'telegram';
  recipient: string;
  purpose: string;
  subject: string;
  body: string;
}

/** A bearer header of the e2e operator, for the back office's API. */
export async function operatorHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = await request.post('/web-api/backoffice/auth/login', {
    headers: { 'content-type': 'application/vnd.api+json' },
    data: {
      data: { attributes: { login: 'admin', password: E2E_OPERATOR_PASSWORD, bearer: true } },
    },
  });
  if (!answer.ok()) throw new Error(`operator sign-in: ${answer.status()}`);
  return { authorization: `Bearer ${(await answer.json()).data.attributes.token}` };
}

/** The newest messages the site sent to a recipient (a phone in E.164 or an e-mail). */
export async function outboxFor(
  request: APIRequestContext,
  recipient: string,
): Promise<OutboxMessage[]> {
  const answer = await request.get(
    `/web-api/backoffice/outbox?recipient=${encodeURIComponent(recipient)}`,
    { headers: await operatorHeaders(request) },
  );
  if (!answer.ok()) throw new Error(`outbox: ${answer.status()}`);
  return (await answer.json()).data.attributes.messages;
}

/** The code in the newest message to a recipient: the first run of 4 to 8 digits in its body. */
export async function latestCode(request: APIRequestContext, recipient: string): Promise<string> {
  const [message] = await outboxFor(request, recipient);
  const code = message?.body.match(/\b\d{4,8}\b/)?.[0];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}
