/*
 * The captcha flow (spec 000 sections 2, 4, 8; 001): fetch the site's challenge; `disabled` needs
 * no token; `custom` (the self-hosted proof of work) is solved in a Web Worker while a modal
 * dialog with a close button shows; readiness is polled every 100 ms up to 300 times. Closing
 * the dialog rejects with 'Dismissed captcha'; running out of polls rejects as expired. The
 * other types need provider keys the site does not have, so they show as not available.
 */
import { captchaCalls } from '@arenabet/contracts';
import { DISMISSED_CAPTCHA } from '@arenabet/domain/registration/captcha';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { callApi } from '../api/call-api.ts';
import { CaptchaDialog } from './captcha-dialog.tsx';
import { useCaptchaStore } from './captcha-store.ts';
import { pollReadiness } from './poll-readiness.ts';

/** The captcha-cancel rejection: dismissed by the visitor, or expired. */
export class CaptchaCancelError extends Error {
  override name = 'CaptchaCancelError';
  constructor(readonly reason: 'dismissed' | 'expired' | 'unavailable') {
    super(reason === 'dismissed' ? DISMISSED_CAPTCHA : `captcha ${reason}`);
  }
}

let hostMounted = false;

/** The dialog is drawn by its own small root, so any screen may ask for a captcha. */
function ensureHost(): void {
  if (hostMounted || typeof document === 'undefined') return;
  hostMounted = true;
  const element = document.createElement('div');
  element.dataset.captchaHost = '';
  document.body.append(element);
  createRoot(element).render(createElement(CaptchaDialog));
}

function startWorker(challenge: { salt: string; challenge: string; maxNumber: number }) {
  const worker = new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), {
    type: 'module',
  });
  const state: { done: boolean; number: number | null } = { done: false, number: null };
  worker.onmessage = (event: MessageEvent<number | null>) => {
    state.done = true;
    state.number = event.data;
  };
  worker.onerror = () => {
    state.done = true;
  };
  worker.postMessage(challenge);
  return { state, stop: () => worker.terminate() };
}

/** A token for the x-captcha-token header, or null when the site has the captcha off. */
export async function requestCaptchaToken(): Promise<string | null> {
  const answer = await callApi(captchaCalls.challenge);
  const { type, challenge } = answer.data.attributes;
  if (type === 'disabled') return null;
  ensureHost();
  const store = useCaptchaStore.getState();
  if (type !== 'custom' || !challenge) {
    return new Promise((_, reject) => {
      store.show({ kind: 'needs-keys', type }, () => {
        useCaptchaStore.getState().hide();
        reject(new CaptchaCancelError('dismissed'));
      });
    });
  }
  const startedAt = performance.now();
  const work = startWorker(challenge);
  const signal = { cancelled: false };
  const dismissed = new Promise<never>((_, reject) => {
    store.show({ kind: 'working' }, () => {
      signal.cancelled = true;
      reject(new CaptchaCancelError('dismissed'));
    });
  });
  try {
    const ready = await Promise.race([pollReadiness(() => work.state.done, signal), dismissed]);
    if (!ready || work.state.number === null) throw new CaptchaCancelError('expired');
    const { maxNumber: _, ...solved } = challenge;
    reportElapsed(performance.now() - startedAt);
    return btoa(JSON.stringify({ ...solved, number: work.state.number }));
  } finally {
    work.stop();
    useCaptchaStore.getState().hide();
  }
}

/** The dialog captcha "reports elapsed time" on success; kept for the tracking module. */
const elapsed = { lastMs: null as number | null };
function reportElapsed(ms: number): void {
  elapsed.lastMs = Math.round(ms);
}

export function lastCaptchaElapsedMs(): number | null {
  return elapsed.lastMs;
}
