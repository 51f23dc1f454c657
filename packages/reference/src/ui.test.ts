import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INPUT_SIZE,
  IMAGE_FORMATS,
  INPUT_SIZES,
  MODAL_STATE,
  NOTIFICATION_TYPES,
  POPUP_TYPES,
  REQUEST_RESULT_STATUS,
} from './ui.ts';

describe('ui tables', () => {
  it('keeps the spec values', () => {
    expect(POPUP_TYPES).toEqual(['error', 'info', 'question', 'success', 'warning', 'envelope']);
    expect(NOTIFICATION_TYPES).toHaveLength(10);
    expect(IMAGE_FORMATS).toEqual(['png', 'jpg', 'jpeg', 'webp', 'svg']);
    expect(INPUT_SIZES[0]).toBe('xxxxs');
    expect(INPUT_SIZES.at(-1)).toBe('xxxl');
    expect(INPUT_SIZES).toContain(DEFAULT_INPUT_SIZE);
    expect(REQUEST_RESULT_STATUS).toEqual({ success: 1, error: 2, networkError: 3, close: 4 });
    expect(MODAL_STATE).toEqual({ queued: 0, open: 1, closed: 2, error: 3 });
  });
});
