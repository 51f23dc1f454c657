/**
 * Work that arrives while a batch is running waits and goes together in the next batch: one
 * statement (and one commit) for many callers under load, and no wait at all when calls are
 * rare, since the first call of a quiet moment runs at the next turn of the event loop. A
 * failed batch is run again one item at a time, so only the item at fault fails.
 */
export class MicroBatch<I, O> {
  private queue: { item: I; resolve: (out: O) => void; reject: (error: unknown) => void }[] = [];
  private running = false;

  /** `run` answers each item, in the order given. */
  constructor(
    private readonly run: (items: readonly I[]) => Promise<readonly O[]>,
    private readonly maxBatch: number,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.running || this.queue.length === 0) return;
    this.running = true;
    setImmediate(() => {
      const batch = this.queue.splice(0, this.maxBatch);
      this.runBatch(batch).finally(() => {
        this.running = false;
        this.next();
      });
    });
  }

  private async runBatch(batch: MicroBatch<I, O>['queue']): Promise<void> {
    try {
      const answers = await this.run(batch.map((queued) => queued.item));
      if (answers.length !== batch.length) {
        throw new Error(`A batch of ${batch.length} was answered ${answers.length} times`);
      }
      for (const [i, queued] of batch.entries()) queued.resolve(answers[i] as O);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const queued of batch) await this.runBatch([queued]);
    }
  }
}
