import { wrongInputParam } from '@arenabet/domain';

/**
 * A statistics call refused on purpose: 400 for a parameter no answer could have, 404 for an id
 * the history does not know. The route answers it in the feed envelope; anything else is a 500.
 */
export class StatisticsError extends Error {
  override readonly name = 'StatisticsError';
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

/** The spec's wording for a bad parameter, shared with the link builder. */
export function badParam(name: string, value: unknown): StatisticsError {
  return new StatisticsError(400, wrongInputParam(name, value).message);
}

export function unknownId(name: string, value: unknown): StatisticsError {
  return new StatisticsError(404, `Not found [${name}]: ${String(value)}`);
}
