import { create } from 'zustand';

/** How long a notice stays: long enough to read a coupon number. */
export const NOTICE_MS = 6_000;

export interface CouponNotice {
  id: number;
  /** Dictionary key and the values of its slots. */
  key: string;
  values?: Record<string, string>;
  tone: 'info' | 'success' | 'error';
}

interface CouponNoticesState {
  notices: CouponNotice[];
  show(notice: Omit<CouponNotice, 'id'>): void;
  dismiss(id: number): void;
}

let nextId = 1;

/** Short notices of the coupon (a refused click on a price, a one-click bet's answer). */
export const useCouponNotices = create<CouponNoticesState>((set, get) => ({
  notices: [],
  show: (notice) => {
    const id = nextId++;
    set((state) => ({ notices: [...state.notices.slice(-2), { ...notice, id }] }));
    setTimeout(() => get().dismiss(id), NOTICE_MS);
  },
  dismiss: (id) => set((state) => ({ notices: state.notices.filter((each) => each.id !== id) })),
}));
