import { describe, expect, it } from 'vitest';
import { routeDenial } from './route-access.ts';

const anonymous = { loggedIn: false, lockStates: [], language: 'ru' };
const player = { loggedIn: true, lockStates: [], language: 'ru' };

describe('routeDenial', () => {
  it('opens a route without meta to everyone', () => {
    expect(routeDenial(undefined, anonymous)).toBeNull();
    expect(routeDenial({}, player)).toBeNull();
  });

  it('asks anonymous visitors to sign in for account routes', () => {
    expect(routeDenial({ hiddenWhenLoggedOut: true }, anonymous)).toBe('sign-in-required');
    expect(routeDenial({ hiddenWhenLoggedOut: true }, player)).toBeNull();
  });

  it('hides guest-only routes from signed-in players', () => {
    expect(routeDenial({ hiddenWhenLoggedIn: true }, player)).toBe('signed-in');
    expect(routeDenial({ hiddenWhenLoggedIn: true }, anonymous)).toBeNull();
  });

  it('restricts routes to their languages', () => {
    expect(routeDenial({ languages: ['ru'] }, { ...anonymous, language: 'en' })).toBe('language');
    expect(routeDenial({ languages: ['ru'] }, anonymous)).toBeNull();
  });

  it('closes routes in the locked states they name', () => {
    const meta = { hiddenWhenLoggedOut: true, hiddenInLockedStates: ['blocked' as const] };
    expect(routeDenial(meta, { ...player, lockStates: ['blocked'] })).toBe('locked');
    expect(routeDenial(meta, { ...player, lockStates: ['unverified'] })).toBeNull();
  });
});
