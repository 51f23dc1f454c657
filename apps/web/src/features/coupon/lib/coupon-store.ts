import { CHECK_CF_VALUES, couponEvent, MAX_COUPON_EVENTS_ON_WIRE } from '@arenabet/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  CHOSEN_KINDS,
  type ChosenKind,
  type CouponLimits,
  type CouponPick,
  keyOfPick,
  maxEventsOf,
  mergePicks,
  type ToggleResult,
  togglePick,
} from './coupon-picks.ts';

/*
 * The coupon of this browser (the spec's local preference "coupon"): the chosen outcomes with
 * the names to show them, the kind, the stakes, and the player's coupon preferences (the
 * odds-change policy, one-click bets). Kept in localStorage, so it survives a reload and a
 * sign-in; nothing here is the player's server state.
 */

export type CheckCf = (typeof CHECK_CF_VALUES)[number];

export interface CouponSettingsState {
  picks: CouponPick[];
  kind: ChosenKind;
  /** k of "k of n" for a system. */
  systemSize: number;
  /** The stake as typed (decimal text in major units). */
  stake: string;
  /** Multi: each single's stake by the outcome's key. */
  multiStakes: Record<string, string>;
  /** The odds-change policy; null follows the site's default. */
  checkCf: CheckCf | null;
  oneClick: boolean;
  oneClickStake: string;
  /** The player turned the express boost down (it is taken by default where offered). */
  declineBoost: boolean;
  /** Place as an auto-bet: the server waits until the total odds reach `autoBetCf`. */
  autoBet: boolean;
  /** The target odds as typed (decimal text). */
  autoBetCf: string;
  /** The auto-bet is dropped when a score of its games changes. */
  dropOnScoreChange: boolean;
}

export type KindChange =
  | { ok: true }
  | { ok: false; reason: string; values: Record<string, string> };

interface CouponActions {
  toggle(pick: CouponPick, limits: CouponLimits): ToggleResult;
  remove(key: string): void;
  clear(): void;
  /** Puts outcomes in (a loaded code, the express of the day); returns how many fit. */
  load(
    picks: readonly CouponPick[],
    limits: CouponLimits,
    kind?: ChosenKind,
    size?: number,
  ): number;
  setKind(kind: ChosenKind, limits: CouponLimits): KindChange;
  setSystemSize(size: number): void;
  setStake(stake: string): void;
  setMultiStake(key: string, stake: string): void;
  setCheckCf(checkCf: CheckCf): void;
  setOneClick(on: boolean): void;
  setOneClickStake(stake: string): void;
  setDeclineBoost(decline: boolean): void;
  setAutoBet(
    change: Partial<Pick<CouponSettingsState, 'autoBet' | 'autoBetCf' | 'dropOnScoreChange'>>,
  ): void;
  /** Takes the odds the line offers now (the player accepted the changes). */
  acceptOdds(coefs: ReadonlyMap<string, number>): void;
}

export type CouponStore = CouponSettingsState & CouponActions;

/** Storage key; the version inside the stored value is the store's shape. */
export const COUPON_STORAGE_KEY = 'arenabet.coupon';

export const EMPTY_COUPON: CouponSettingsState = {
  picks: [],
  kind: 'express',
  systemSize: 2,
  stake: '',
  multiStakes: {},
  checkCf: null,
  oneClick: false,
  oneClickStake: '',
  declineBoost: false,
  autoBet: false,
  autoBetCf: '',
  dropOnScoreChange: false,
};

const NAME_MAX = 300;
const STAKE_TEXT = /^\d{0,12}(\.\d{0,8})?$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) =>
  typeof value === 'string' && value.length <= NAME_MAX ? value : '';
const stakeText = (value: unknown) =>
  typeof value === 'string' && STAKE_TEXT.test(value) ? value : '';

/** An outcome as stored: the bet must read exactly (the contract's rule); names may be lost. */
function readPick(raw: unknown): CouponPick | undefined {
  if (!isRecord(raw)) return undefined;
  const bet = couponEvent.safeParse(raw);
  if (!bet.success || typeof raw.home !== 'string') return undefined;
  const away = text(raw.away);
  return {
    ...bet.data,
    home: text(raw.home),
    ...(away ? { away } : {}),
    champName: text(raw.champName),
    sportId: Number.isInteger(raw.sportId) ? (raw.sportId as number) : 0,
    live: raw.live === true,
    periodName: text(raw.periodName),
    marketName: text(raw.marketName),
    outcomeName: text(raw.outcomeName),
  };
}

/**
 * A stored value edited by hand or written by an older app: each field that does not read is
 * dropped to its default, and a malformed outcome is left out rather than losing the coupon.
 */
export function readStoredCoupon(stored: unknown): CouponSettingsState {
  const record = isRecord(stored) ? stored : {};
  const picks: CouponPick[] = [];
  const keys = new Set<string>();
  const rawPicks = Array.isArray(record.picks) ? record.picks : [];
  for (const raw of rawPicks.slice(0, MAX_COUPON_EVENTS_ON_WIRE)) {
    const pick = readPick(raw);
    if (!pick || keys.has(keyOfPick(pick))) continue;
    keys.add(keyOfPick(pick));
    picks.push(pick);
  }
  const size = record.systemSize;
  const multiStakes = isRecord(record.multiStakes)
    ? Object.fromEntries(
        Object.entries(record.multiStakes)
          .filter(([key]) => keys.has(key))
          .map(([key, value]) => [key, stakeText(value)]),
      )
    : {};
  return {
    picks,
    kind: (CHOSEN_KINDS as readonly unknown[]).includes(record.kind)
      ? (record.kind as ChosenKind)
      : EMPTY_COUPON.kind,
    systemSize:
      Number.isInteger(size) && (size as number) >= 2 && (size as number) <= 50
        ? (size as number)
        : EMPTY_COUPON.systemSize,
    stake: stakeText(record.stake),
    multiStakes,
    checkCf: (CHECK_CF_VALUES as readonly unknown[]).includes(record.checkCf)
      ? (record.checkCf as CheckCf)
      : null,
    oneClick: record.oneClick === true,
    oneClickStake: stakeText(record.oneClickStake),
    declineBoost: record.declineBoost === true,
    autoBet: record.autoBet === true,
    autoBetCf: stakeText(record.autoBetCf),
    dropOnScoreChange: record.dropOnScoreChange === true,
  };
}

/** What is kept of the store: every field of the empty coupon, none of the actions. */
function settingsOf(state: CouponSettingsState): CouponSettingsState {
  const keys = Object.keys(EMPTY_COUPON) as (keyof CouponSettingsState)[];
  return Object.fromEntries(keys.map((key) => [key, state[key]])) as unknown as CouponSettingsState;
}

/** The fields the coupon's request is made of (`buildCouponRequest`), for a store selector. */
export function couponShapeOf({
  picks,
  kind,
  systemSize,
  stake,
  multiStakes,
  declineBoost,
}: CouponSettingsState) {
  return { picks, kind, systemSize, stake, multiStakes, declineBoost };
}

function withoutStakesOf(stakes: Record<string, string>, keys: ReadonlySet<string>) {
  return Object.fromEntries(Object.entries(stakes).filter(([key]) => keys.has(key)));
}

export const useCouponStore = create<CouponStore>()(
  persist(
    (set, get) => ({
      ...EMPTY_COUPON,
      toggle: (pick, limits) => {
        const result = togglePick(get().picks, pick, get().kind, limits);
        if (result.change !== 'refused') {
          const keys = new Set(result.picks.map(keyOfPick));
          set((state) => ({
            picks: result.picks,
            multiStakes: withoutStakesOf(state.multiStakes, keys),
          }));
        }
        return result;
      },
      remove: (key) =>
        set((state) => ({
          picks: state.picks.filter((pick) => keyOfPick(pick) !== key),
          multiStakes: withoutStakesOf(
            state.multiStakes,
            new Set(state.picks.map(keyOfPick).filter((each) => each !== key)),
          ),
        })),
      clear: () => set({ picks: [], multiStakes: {} }),
      load: (picks, limits, kind, size) => {
        const nextKind = kind ?? get().kind;
        const merged = mergePicks(get().picks, picks, maxEventsOf(nextKind, limits));
        set({ picks: merged, kind: nextKind, ...(size ? { systemSize: size } : {}) });
        return merged.length;
      },
      setKind: (kind, limits) => {
        const max = maxEventsOf(kind, limits);
        if (get().picks.length > max) {
          return { ok: false, reason: 'coupon_too_many_events', values: { max: String(max) } };
        }
        set({ kind });
        return { ok: true };
      },
      setSystemSize: (systemSize) => set({ systemSize }),
      setStake: (stake) => set({ stake }),
      setMultiStake: (key, stake) =>
        set((state) => ({ multiStakes: { ...state.multiStakes, [key]: stake } })),
      setCheckCf: (checkCf) => set({ checkCf }),
      setOneClick: (oneClick) => set({ oneClick }),
      setOneClickStake: (oneClickStake) => set({ oneClickStake }),
      setDeclineBoost: (declineBoost) => set({ declineBoost }),
      setAutoBet: (change) => set(change),
      acceptOdds: (coefs) =>
        set((state) => ({
          picks: state.picks.map((pick) => {
            const coef = coefs.get(keyOfPick(pick));
            return coef === undefined ? pick : { ...pick, coef };
          }),
        })),
    }),
    {
      name: COUPON_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): CouponSettingsState => settingsOf(state),
      // Whatever version or shape was stored, it is read field by field.
      migrate: (stored) => readStoredCoupon(stored),
      merge: (stored, current) => ({ ...current, ...readStoredCoupon(stored) }),
    },
  ),
);
