import type { ValueOf } from './table.ts';

export const POPUP_TYPES = ['error', 'info', 'question', 'success', 'warning', 'envelope'] as const;
export type PopupType = (typeof POPUP_TYPES)[number];

export const NOTIFICATION_TYPES = [
  'success',
  'warning',
  'error',
  'info',
  'question',
  'pending',
  'live',
  'selected',
  'win',
  'loss',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const IMAGE_FORMATS = ['png', 'jpg', 'jpeg', 'webp', 'svg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Smallest first. */
export const INPUT_SIZES = [
  'xxxxs',
  'xxxs',
  'xxs',
  'xs',
  's',
  'm',
  'l',
  'xl',
  'xxl',
  'xxxl',
] as const;
export type InputSize = (typeof INPUT_SIZES)[number];
export const DEFAULT_INPUT_SIZE = 'm' satisfies InputSize;

export const REQUEST_RESULT_STATUS = { success: 1, error: 2, networkError: 3, close: 4 } as const;
export type RequestResultStatus = ValueOf<typeof REQUEST_RESULT_STATUS>;

export const MODAL_STATE = { queued: 0, open: 1, closed: 2, error: 3 } as const;
export type ModalState = ValueOf<typeof MODAL_STATE>;
