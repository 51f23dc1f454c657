import type {
  CallBody,
  CallContract,
  CallParams,
  CallQuery,
  CallResponse,
} from '@arenabet/contracts';
import type { ApiClient, RequestOptions } from './client.ts';
import { rootApi } from './clients.ts';
import type { Params } from './query.ts';

export interface CallInput<C> {
  params?: CallParams<C>;
  query?: CallQuery<C>;
  body?: CallBody<C>;
}

/**
 * Makes a call from its contract: fills the path's `{name}` parameters, sends the query or body
 * and checks the answer against the contract's schema, so a drifting server fails loudly here
 * rather than deep inside a component.
 */
export async function callApi<C extends CallContract>(
  contract: C,
  input: CallInput<C> = {},
  options: RequestOptions = {},
  client: ApiClient = rootApi,
): Promise<CallResponse<C>> {
  const path = fillPath(contract.path, (input.params ?? {}) as Record<string, unknown>);
  const { method } = contract;
  const payload = method === 'GET' ? input.query : attributesOf(input.body);
  const answer = await client.request(method, path, payload as Params | undefined, options);
  return contract.response.parse(answer) as CallResponse<C>;
}

function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Contract bodies are `{ data: { attributes } }`; the client wraps attributes itself. */
function attributesOf(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'data' in body) {
    const data = body.data;
    if (typeof data === 'object' && data !== null && 'attributes' in data) return data.attributes;
  }
  return body;
}
