import { describe, expect, it } from 'vitest';
import { passesLuhn, TEST_CARDS } from './card-rules.ts';
import { isValidSignature, signatureHeader } from './signature.ts';
import { parseWebhookPayload, webhookPayload } from './webhook-payload.ts';

const SECRET = 'k3y';
const SENT_AT = new Date('2026-03-10T12:00:00Z');
const later = (seconds: number) => new Date(SENT_AT.getTime() + seconds * 1000);
const BODY = webhookPayload({
  eventId: 'evt_0123456789abcdef',
  type: 'payment.succeeded',
  merchantReference: 'pay-1',
  amount: 1250,
  currency: 'EUR',
});

describe('webhook signature', () => {
  const header = signatureHeader(SECRET, BODY, SENT_AT);

  it('has the t=<seconds>,v1=<hex> form and verifies', () => {
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(isValidSignature(SECRET, header, BODY, SENT_AT)).toBe(true);
  });

  it('still verifies within five minutes either way, not beyond', () => {
    expect(isValidSignature(SECRET, header, BODY, later(300))).toBe(true);
    expect(isValidSignature(SECRET, header, BODY, later(-300))).toBe(true);
    expect(isValidSignature(SECRET, header, BODY, later(301))).toBe(false);
    expect(isValidSignature(SECRET, header, BODY, later(-301))).toBe(false);
  });

  it('fails for another key, a changed body or a changed time', () => {
    expect(isValidSignature('other', header, BODY, SENT_AT)).toBe(false);
    expect(isValidSignature(SECRET, header, BODY.replace('1250', '9250'), SENT_AT)).toBe(false);
    const seconds = Math.floor(SENT_AT.getTime() / 1000);
    const shifted = header.replace(`t=${seconds}`, `t=${seconds + 1}`);
    expect(isValidSignature(SECRET, shifted, BODY, SENT_AT)).toBe(false);
  });

  it('refuses headers that are missing or malformed', () => {
    const hex = header.split('v1=')[1] ?? '';
    for (const bad of [
      undefined,
      '',
      `v1=${hex}`,
      `t=${Math.floor(SENT_AT.getTime() / 1000)}`,
      `t=abc,v1=${hex}`,
      `t=${Math.floor(SENT_AT.getTime() / 1000)},v1=${hex.slice(2)}`,
      `t=${Math.floor(SENT_AT.getTime() / 1000)},v1=${hex.toUpperCase()}`,
    ]) {
      expect(isValidSignature(SECRET, bad, BODY, SENT_AT)).toBe(false);
    }
  });

  it('accepts any one good v1 among several (key rotation)', () => {
    const rotated = `${header.split(',')[0]},v1=${'0'.repeat(64)},${header.split(',')[1]}`;
    expect(isValidSignature(SECRET, rotated, BODY, SENT_AT)).toBe(true);
  });
});

describe('webhook body', () => {
  it('reads back what was written', () => {
    expect(parseWebhookPayload(BODY)).toEqual({
      eventId: 'evt_0123456789abcdef',
      type: 'payment.succeeded',
      merchantReference: 'pay-1',
      amount: 1250,
      currency: 'EUR',
    });
  });

  it('refuses anything else: not JSON, unknown fields, wrong types, unknown events', () => {
    const body = JSON.parse(BODY);
    for (const bad of [
      'not json',
      '[]',
      JSON.stringify({ ...body, extra: 1 }),
      JSON.stringify({ ...body, amount: '1250' }),
      JSON.stringify({ ...body, amount: 12.5 }),
      JSON.stringify({ ...body, amount: -1 }),
      JSON.stringify({ ...body, type: 'payment.stolen' }),
      JSON.stringify({ ...body, event_id: '' }),
      JSON.stringify({ ...body, event_id: 'evt 1' }),
      JSON.stringify({ ...body, event_id: 7 }),
      JSON.stringify({ ...body, merchant_reference: undefined }),
    ]) {
      expect(parseWebhookPayload(bad)).toBeNull();
    }
  });
});

describe('test cards', () => {
  it('all pass the Luhn check, and a changed digit does not', () => {
    for (const { number } of TEST_CARDS) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});
