import {
  SECOND_STEP_METHODS,
  SOCAUTH_ERROR_KEYS,
  SOCAUTH_RESULT_PARAMS,
} from '@arenabet/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { type SocialReturn, useSignInDialog } from '../hooks/sign-in-dialog-store.ts';

const RESULT_PARAMS = Object.values(SOCAUTH_RESULT_PARAMS);

/**
 * A social sign-in ends with a redirect back to the page it started on, with its result in the
 * query: signed in (nothing to do but tidy the address), a second step to finish, or an error
 * to show. The parameters are removed so that a reload does not replay them.
 */
export function SocialReturnWatch() {
  const [params, setParams] = useSearchParams();
  const resume = useSignInDialog((state) => state.resumeSocialSignIn);

  useEffect(() => {
    if (!RESULT_PARAMS.some((name) => params.has(name))) return;
    const socialReturn = readSocialReturn(params);
    if (socialReturn) resume(socialReturn);
    const rest = new URLSearchParams(params);
    for (const name of RESULT_PARAMS) rest.delete(name);
    setParams(rest, { replace: true });
  }, [params, setParams, resume]);

  return null;
}

function readSocialReturn(params: URLSearchParams): SocialReturn | null {
  const token = params.get(SOCAUTH_RESULT_PARAMS.twoFactor);
  if (token) {
    const method = params.get(SOCAUTH_RESULT_PARAMS.twoFactorMethod);
    const known = SECOND_STEP_METHODS.find((value) => value === method) ?? 'app';
    return { secondStep: { kind: 'second-step', token, method: known } };
  }
  const named = params.get(SOCAUTH_RESULT_PARAMS.error);
  if (named === null) return null;
  // Only the keys the server sends: a crafted link must not put arbitrary text on the page.
  const errorKey = SOCAUTH_ERROR_KEYS.find((key) => key === named) ?? 'socauth_provider_failed';
  return { errorKey };
}
