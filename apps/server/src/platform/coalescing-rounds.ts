/**
 * Work on keys that arrive faster than it runs: keys added while a round runs wait for the next
 * round, which takes them all at once, so a busy source never queues rounds. A failed round is
 * reported and the next one still runs. `minRoundMs` spaces rounds under a steady flow.
 */
export class CoalescingRounds<K> {
  private waiting = new Set<K>();
  private running: Promise<void> | undefined;

  constructor(
    private readonly round: (keys: K[]) => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
    private readonly minRoundMs = 0,
  ) {}

  add(keys: Iterable<K>): void {
    for (const key of keys) this.waiting.add(key);
    if (this.waiting.size > 0) this.running ??= this.drain();
  }

  /** Resolves once the rounds in progress are done (tests, shutdown). */
  async idle(): Promise<void> {
    await this.running;
  }

  private async drain(): Promise<void> {
    while (this.waiting.size > 0) {
      const started = performance.now();
      const keys = [...this.waiting];
      this.waiting = new Set();
      await this.round(keys).catch(this.onError);
      const rest = this.minRoundMs - (performance.now() - started);
      if (this.waiting.size > 0 && rest > 0) {
        await new Promise((resolve) => setTimeout(resolve, rest));
      }
    }
    this.running = undefined;
  }
}
