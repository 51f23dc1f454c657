/**
 * Runs `tick` every `intervalMs` until the returned stop is called. A tick starts `intervalMs`
 * after the previous one ended, so slow ticks never pile up; a failing tick goes to `onError`
 * and the loop goes on. Stop waits for a running tick, so nothing it uses is closed under it.
 */
export function repeatUntilStopped(
  tick: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    timer = setTimeout(() => {
      running = Promise.resolve()
        .then(tick)
        .then(() => undefined, onError)
        .then(() => {
          if (!stopped) schedule();
        });
    }, intervalMs);
    // The loop alone must not keep a process (a test, a script) alive.
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
