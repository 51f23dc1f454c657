import { expect } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../testing/test-app.ts';

/*
 * The public format as a strictly typed outside client decodes it, written apart from the
 * contracts on purpose: the fields such clients index without checking are required, with the
 * JSON types those clients declare (an integer champ kind, string odds, lists that may be empty
 * but are never missing). A field of the wrong type fails the whole answer, as it does for them.
 */

const integer = z.number().int();

export const publicEvent = z.object({
  G: integer,
  T: integer,
  C: z.number(),
  CV: z.string(),
  P: z.number().optional(),
  B: z.boolean().optional(),
});
export type PublicEvent = z.infer<typeof publicEvent>;

export const publicGroupEvent = z.object({
  G: integer,
  GS: integer,
  E: z.array(z.array(publicEvent)),
});
export type PublicGroupEvent = z.infer<typeof publicGroupEvent>;

export const publicSubGame = z.object({
  CI: integer,
  N: integer,
  PN: z.string(),
  TG: z.string(),
  I: integer,
});

export const publicGame = z.object({
  I: integer,
  LI: integer,
  L: z.string(),
  SI: integer,
  SN: z.string(),
  O1: z.string(),
  O1IMG: z.array(z.string()),
  O2IMG: z.array(z.string()),
  S: integer,
  EC: integer,
  U: integer,
  E: z.array(publicEvent).optional(),
  GE: z.array(publicGroupEvent).optional(),
  AE: z.array(z.object({ G: integer, ME: z.array(publicEvent) })),
  SG: z.array(publicSubGame).optional(),
  /** This site's addition: the game a sub-game belongs to. */
  PI: integer.optional(),
});
export type PublicGame = z.infer<typeof publicGame>;

/** GetGameZip with GroupEvents: `GE` is there and not empty, and it stands instead of `E`. */
export const publicGroupedGame = publicGame.extend({
  GE: z.array(publicGroupEvent).min(1),
  E: z.never().optional(),
});

export const publicChamp = z.object({
  LI: integer,
  L: z.string(),
  SI: integer,
  GC: integer,
  T: z.union([z.literal(0), z.literal(1000)]),
  G: z.array(publicGame).optional(),
});

export const publicSport = z.object({ I: integer, N: z.string(), C: integer });

function publicEnvelope<V extends z.core.$ZodType>(value: V) {
  return z.object({ Success: z.literal(true), Error: z.string(), Value: value });
}

/** A feed answer read as a strict client reads it: its `Value`, or the test fails. */
export async function publicValue<V extends z.core.$ZodType>(
  t: TestApp,
  url: string,
  value: V,
): Promise<z.output<V>> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const parsed = z.safeParse(publicEnvelope(value), response.json());
  expect(parsed.error?.message, url).toBeUndefined();
  return (parsed.data as { Value: z.output<V> }).Value;
}

/** Events as comparable codes: group, type, line and odds. */
export function eventCodes(events: readonly PublicEvent[]): string[] {
  return events.map((e) => `${e.G}:${e.T}:${e.P ?? ''}:${e.C}`).sort();
}
