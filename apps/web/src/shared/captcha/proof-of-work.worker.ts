/// <reference lib="webworker" />
import { sha256Hex } from '@arenabet/domain/crypto/sha256';

/*
 * Solves the self-hosted captcha off the main thread: finds the number n whose
 * sha256(salt + n), in hex, is the challenge. Posts the number, or null when none is found.
 */
interface Work {
  salt: string;
  challenge: string;
  maxNumber: number;
}

self.onmessage = (event: MessageEvent<Work>) => {
  const { salt, challenge, maxNumber } = event.data;
  for (let number = 0; number <= maxNumber; number++) {
    if (sha256Hex(`${salt}${number}`) === challenge) {
      self.postMessage(number);
      return;
    }
  }
  self.postMessage(null);
};
