import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Clock } from '../../platform/clock.ts';

/**
 * Just enough of a browser for app.inject: keeps cookies and follows redirects, so a test can
 * walk the whole social flow through the local provider.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  /** Cookies expire by the app's clock, as a browser's would by the time the server sends. */
  constructor(
    private readonly app: FastifyInstance,
    private readonly clock: Clock,
  ) {}

  async get(url: string): Promise<LightMyRequestResponse> {
    return this.send({ method: 'GET', url });
  }

  async postForm(url: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.send({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  }

  /** Follows redirects while they stay on the provider or the social calls. */
  async follow(response: LightMyRequestResponse): Promise<LightMyRequestResponse> {
    let current = response;
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || !location) return current;
      const path = pathOf(String(location));
      if (!path.startsWith('/dev-oidc') && !path.startsWith('/web-api/socauth')) return current;
      current = await this.get(path);
    }
    throw new Error('too many redirects');
  }

  private async send(options: {
    method: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    payload?: string;
  }): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      ...options,
      url: pathOf(options.url),
      headers: { ...options.headers, ...(cookie ? { cookie } : {}) },
    });
    for (const set of response.cookies) {
      const expired =
        set.expires instanceof Date && set.expires.getTime() <= this.clock.now().getTime();
      if (expired || set.value === '') this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }
}

export function pathOf(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
}
