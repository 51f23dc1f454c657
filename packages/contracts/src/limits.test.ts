import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { blockUserRequest, setLimitRequest, testAnswersRequest } from './limits.ts';

const keysOf = (schema: z.ZodMiniType, input: unknown) => {
  const parsed = z.safeParse(schema, input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('limit-service-api requests', () => {
  it('takes a limit typed freely, as text or a number', () => {
    expect(keysOf(setLimitRequest, { kind: 'deposit', period: 'week', value: '125.50' })).toEqual(
      [],
    );
    expect(keysOf(setLimitRequest, { kind: 'session_time', period: 'day', value: 90 })).toEqual([]);
  });

  it('names each missing or unknown field with a dictionary key', () => {
    expect(keysOf(setLimitRequest, { kind: 'bonus', period: 'year' })).toEqual([
      'kind: validation_invalid_type',
      'period: validation_invalid_type',
      'value: required',
    ]);
  });

  it('takes a time-out or a self-exclusion only of the offered lengths', () => {
    expect(keysOf(blockUserRequest, { kind: 'time_out', duration: 'six_weeks' })).toEqual([]);
    expect(
      keysOf(blockUserRequest, { kind: 'self_exclusion', duration: 'permanent', reasonId: 2 }),
    ).toEqual([]);
    expect(
      keysOf(blockUserRequest, { kind: 'self_exclusion', duration: 'day', reasonId: 2 }),
    ).not.toEqual([]);
  });

  it('takes the self-assessment answers on the PGSI scale only', () => {
    expect(keysOf(testAnswersRequest, { answers: { pgsi_felt_guilty: 'never' } })).toEqual([]);
    expect(keysOf(testAnswersRequest, { answers: { pgsi_felt_guilty: 'often' } })).toEqual([
      'answers.pgsi_felt_guilty: validation_invalid_type',
    ]);
  });
});
