/// <reference lib="webworker" />
/*
 * Solves the self-hosted captcha off the main thread: finds the number n whose
 * sha256(salt + n), in hex, is the challenge. Posts the number, or null when none is found.
 */
interface Work {
  salt: string;
  challenge: string;
  maxNumber: number;
}

const encoder = new TextEncoder();

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

self.onmessage = async (event: MessageEvent<Work>) => {
  const { salt, challenge, maxNumber } = event.data;
  for (let number = 0; number <= maxNumber; number++) {
    if ((await sha256Hex(`${salt}${number}`)) === challenge) {
      self.postMessage(number);
      return;
    }
  }
  self.postMessage(null);
};
