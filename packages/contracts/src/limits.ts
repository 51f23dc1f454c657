/*
 * Responsible gambling (spec 000: /limit-service-api). The spec names the calls, not their
 * shapes, so these are ours, JSON:API as the site's own calls are. Money limits are decimal
 * major units of the limit's currency (the player's main account's: one limit holds across
 * every account, each account's play converted); session-time limits are minutes.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';

export const LIMIT_SERVICE_ROOT = '/limit-service-api';

/** The words of the rules in packages/domain/src/responsible, named once here for the wire. */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session_time'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const TIME_OUT_CHOICES = ['day', 'week', 'month', 'six_weeks'] as const;
/** Six months, a year and five years, as the UK's national register offers; or for good. */
export const SELF_EXCLUSION_CHOICES = [
  'six_months',
  'one_year',
  'five_years',
  'permanent',
] as const;
export const PGSI_ANSWERS = ['never', 'sometimes', 'most_of_the_time', 'almost_always'] as const;
export const PGSI_BANDS = ['non_problem', 'low_risk', 'moderate_risk', 'problem'] as const;

const required = (issue: { input: unknown }) =>
  issue.input === undefined ? 'required' : 'validation_invalid_type';

export const limitKind = z.enum(LIMIT_KINDS, { error: required });
export const limitPeriod = z.enum(LIMIT_PERIODS, { error: required });

/** Decimal major units as the player typed them, or minutes; a JSON number is accepted too. */
const limitValueInput = z.union(
  [z.string().check(z.maxLength(40, 'validation_invalid_format')), z.number()],
  { error: required },
);

const decimalText = z.string();
const instant = z.string();

/** A change waiting for its time: an increase, or a removal (`value` null). */
export const pendingLimitChange = z.object({
  value: z.nullable(decimalText),
  appliesAt: instant,
  needsConfirmation: z.boolean(),
  /** True once the time has come and the player may confirm it. */
  confirmable: z.boolean(),
});

export const playerLimit = z.object({
  kind: limitKind,
  period: limitPeriod,
  value: decimalText,
  /** ISO code of a money limit's currency; null for session time. */
  currency: z.nullable(z.string()),
  used: decimalText,
  left: decimalText,
  resetsAt: instant,
  /** When the limit was first set: its periods run from this moment. */
  setAt: instant,
  pending: z.nullable(pendingLimitChange),
});
export type PlayerLimitView = z.infer<typeof playerLimit>;

/** Who set a break: the player, or a self-exclusion register that named the person. */
export const BREAK_SOURCES = ['player', 'national_register', 'operator_register'] as const;
export type BreakSource = (typeof BREAK_SOURCES)[number];

export const playerBreakView = z.object({
  kind: z.enum(['time_out', 'self_exclusion']),
  startedAt: instant,
  /** null: for good. */
  endsAt: z.nullable(instant),
  source: z.enum(BREAK_SOURCES),
});

export type PlayerBreakView = z.infer<typeof playerBreakView>;

export const selfAssessmentView = z.object({
  score: z.int(),
  band: z.enum(PGSI_BANDS),
  takenAt: instant,
});

export type SelfAssessmentView = z.infer<typeof selfAssessmentView>;

export const limitsView = z.object({
  limits: z.array(playerLimit),
  /** The break that holds now, if any. */
  activeBreak: z.nullable(playerBreakView),
  /** Minutes between reality checks; null when the player chose none. */
  realityCheckMinutes: z.nullable(z.int()),
  /** When the player is next asked to review the limits. */
  reviewDueAt: z.nullable(instant),
  /** The last self-assessment the player took, if any. */
  lastSelfAssessment: z.nullable(selfAssessmentView),
  /** What the player is to be asked now: to set a deposit limit, to review the limits. */
  prompts: z.object({ depositLimit: z.boolean(), limitReview: z.boolean() }),
});

export type LimitsView = z.infer<typeof limitsView>;

export const availableLimitsView = z.object({
  kinds: z.array(limitKind),
  periods: z.array(limitPeriod),
  timeOuts: z.array(z.enum(TIME_OUT_CHOICES)),
  selfExclusions: z.array(z.enum(SELF_EXCLUSION_CHOICES)),
  realityCheckMinutes: z.array(z.int()),
  /** Hours an increase or a removal waits; whether it is confirmed again after. */
  increaseDelayHours: z.int(),
  confirmIncrease: z.boolean(),
});

export const selfExcludeReason = z.object({ id: z.int(), key: z.string() });
export const selfExcludeReasonsView = z.object({ reasons: z.array(selfExcludeReason) });

export const setLimitRequest = z.object({
  kind: limitKind,
  period: limitPeriod,
  value: limitValueInput,
});

export const limitActionRequest = z.object({
  action: z.enum(['confirm', 'cancel'], { error: required }),
  kind: limitKind,
  period: limitPeriod,
});

export const testAnswersRequest = z.object({
  answers: z.record(z.string(), z.enum(PGSI_ANSWERS, { error: required })),
});

export const blockUserRequest = z.union([
  z.object({
    kind: z.literal('time_out'),
    duration: z.enum(TIME_OUT_CHOICES, { error: required }),
  }),
  z.object({
    kind: z.literal('self_exclusion'),
    duration: z.enum(SELF_EXCLUSION_CHOICES, { error: required }),
    reasonId: z.int(),
  }),
]);

/** The player's reality-check interval, one the jurisdiction offers; null for none. */
export const realityCheckRequest = z.object({
  minutes: z.nullable(z.int({ error: required })),
});

/** A reality check answered: go on playing, or go on to the history (both start a new interval). */
export const REALITY_CHECK_ANSWERS = ['continue', 'history'] as const;
export const realityCheckAnswerRequest = z.object({
  action: z.enum(REALITY_CHECK_ANSWERS, { error: required }),
});

/**
 * The signed-in session as a reality check shows it: how long it has run and what its play
 * came to, in the main account's currency (other accounts' play converted at the site's rates).
 */
export const playSessionView = z.object({
  startedAt: instant,
  /** The server's time of the answer: the browser counts on from it, whatever its own clock. */
  at: instant,
  elapsedSeconds: z.int(),
  staked: decimalText,
  returned: decimalText,
  /** Returned less staked: below zero when the player is down. */
  net: decimalText,
  currency: z.nullable(z.string()),
  realityCheckMinutes: z.nullable(z.int()),
  /** When the next reality check is due; null without an interval. */
  nextCheckAt: z.nullable(instant),
});

export type PlaySessionView = z.infer<typeof playSessionView>;

/** The prompts a player answers: a deposit limit declined for now, the limits reviewed. */
export const LIMIT_PROMPTS = ['deposit_limit', 'limit_review'] as const;
export const promptAnswerRequest = z.object({
  prompt: z.enum(LIMIT_PROMPTS, { error: required }),
});

const removalRequest = z.object({ kind: limitKind, period: limitPeriod });

const TAG = 'Responsible gambling';
const refusals =
  '400 validation_errors keyed by field; a limit is named on refusal by `limit_<kind>_<period>`.';

export const limitCalls = {
  limits: defineCall({
    method: 'GET',
    path: `${LIMIT_SERVICE_ROOT}/limits`,
    summary: "The player's limits, with what is used and left in each period, and any break",
    tag: TAG,
    access: 'player',
    response: resource('limits', limitsView),
  }),
  availableLimits: defineCall({
    method: 'GET',
    path: `${LIMIT_SERVICE_ROOT}/availablelimits`,
    summary: 'The kinds, periods, breaks and reality-check intervals the jurisdiction offers',
    tag: TAG,
    access: 'player',
    response: resource('available-limits', availableLimitsView),
  }),
  selfExcludeReasons: defineCall({
    method: 'GET',
    path: `${LIMIT_SERVICE_ROOT}/reasons/selfexclude`,
    summary: 'Reasons a player may give for a self-exclusion',
    tag: TAG,
    access: 'player',
    response: resource('self-exclude-reasons', selfExcludeReasonsView),
  }),
  setLimit: defineCall({
    method: 'POST',
    path: `${LIMIT_SERVICE_ROOT}/limits`,
    summary: 'Set a limit: a new or lower one at once, a higher one after the delay',
    description: refusals,
    tag: TAG,
    access: 'player',
    body: resourceBody(setLimitRequest),
    response: resource('limits', limitsView),
  }),
  limitAction: defineCall({
    method: 'POST',
    path: `${LIMIT_SERVICE_ROOT}/limitaction`,
    summary: 'Confirm a pending increase once its time has come, or cancel it',
    description: `${refusals} 409 limit_change_not_due before its time.`,
    tag: TAG,
    access: 'player',
    body: resourceBody(limitActionRequest),
    response: resource('limits', limitsView),
  }),
  testAnswers: defineCall({
    method: 'POST',
    path: `${LIMIT_SERVICE_ROOT}/testanswers`,
    summary: 'Take the PGSI self-assessment: nine answers about the last 12 months',
    description: `${refusals} Every question must be answered.`,
    tag: TAG,
    access: 'player',
    body: resourceBody(testAnswersRequest),
    response: resource('self-assessment', selfAssessmentView),
  }),
  blockUser: defineCall({
    method: 'POST',
    path: `${LIMIT_SERVICE_ROOT}/BlockUser`,
    summary: 'Take a time-out or self-exclude: at once, and not to be lifted before its end',
    description: refusals,
    tag: TAG,
    access: 'player',
    body: resourceBody(blockUserRequest),
    response: resource('limits', limitsView),
  }),
  setRealityCheck: defineCall({
    method: 'POST',
    path: `${LIMIT_SERVICE_ROOT}/realitycheck`,
    summary: 'Choose the interval of reality checks, or none',
    description: `${refusals} 400 .minutes ['reality_check_interval_invalid'] for an interval not offered.`,
    tag: TAG,
    access: 'player',
    body: resourceBody(realityCheckRequest),
    response: resource('limits', limitsView),
  }),
  playSession: defineCall({
    method: 'GET',
    path: `${LIMIT_SERVICE_ROOT}/session`,
    summary: "The session's elapsed time, net position and next reality check",
    tag: TAG,
    access: 'player',
    response: resource('play-session', playSessionView),
  }),
  answerRealityCheck: defineCall({
    method: 'POST',
    path: `${LIMIT_SERVICE_ROOT}/realitycheck/answer`,
    summary: 'Answer a reality check: the next one comes a whole interval later',
    description: 'Leaving is signing out (the auth calls).',
    tag: TAG,
    access: 'player',
    body: resourceBody(realityCheckAnswerRequest),
    response: resource('play-session', playSessionView),
  }),
  answerPrompt: defineCall({
    method: 'POST',
    path: `${LIMIT_SERVICE_ROOT}/prompts`,
    summary: 'Answer a prompt: no deposit limit for now, or the limits reviewed and kept',
    description: 'A review moves the next one a whole review period on.',
    tag: TAG,
    access: 'player',
    body: resourceBody(promptAnswerRequest),
    response: resource('limits', limitsView),
  }),
  removeLimit: defineCall({
    method: 'DELETE',
    path: `${LIMIT_SERVICE_ROOT}/limit`,
    summary: 'Remove one limit: it goes after the delay, as an increase does',
    tag: TAG,
    access: 'player',
    body: resourceBody(removalRequest),
    response: resource('limits', limitsView),
  }),
  removeLimitsOfType: defineCall({
    method: 'DELETE',
    path: `${LIMIT_SERVICE_ROOT}/v4/limits/type`,
    summary: 'Remove every period of one kind of limit, after the delay',
    tag: TAG,
    access: 'player',
    body: resourceBody(z.object({ kind: limitKind })),
    response: resource('limits', limitsView),
  }),
};
