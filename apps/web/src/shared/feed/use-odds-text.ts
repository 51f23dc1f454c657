import { formatOdds } from '@arenabet/domain';
import { useCallback } from 'react';
import { usePreferences } from '../storage/preferences-store.ts';

/** Formats decimal odds in the visitor's coefficient format (the preferences' setting). */
export function useOddsText(): (odds: number) => string {
  const format = usePreferences((state) => state.coefficientFormat);
  return useCallback((odds: number) => formatOdds(odds, format), [format]);
}
