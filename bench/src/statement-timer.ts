import pg from 'pg';

/*
 * Wall time of every statement any pg client of this process sends while the timer runs,
 * grouped by the statement's first words: where a long server-side operation spends its time,
 * measured on the real code path (the app and the bench share one pg module).
 */

export interface StatementTime {
  statement: string;
  calls: number;
  ms: number;
}

type Query = (...args: unknown[]) => unknown;

const HEAD_LENGTH = 90;

function headOf(args: unknown[]): string {
  const [first] = args;
  const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
  return (text ?? '?').replace(/\s+/g, ' ').trim().slice(0, HEAD_LENGTH);
}

/** Starts timing; `stop` restores the driver and answers the statements, slowest first. */
export function startStatementTimer(): { stop(): StatementTime[] } {
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  const times = new Map<string, StatementTime>();
  const note = (head: string, started: number) => {
    const entry = times.get(head) ?? { statement: head, calls: 0, ms: 0 };
    entry.calls++;
    entry.ms += performance.now() - started;
    times.set(head, entry);
  };
  prototype.query = function timedQuery(this: unknown, ...args: unknown[]) {
    const head = headOf(args);
    const started = performance.now();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        note(head, started);
        return (callback as Query)(...results);
      };
      return original.apply(this, args);
    }
    const answer = original.apply(this, args);
    if (answer instanceof Promise) return answer.finally(() => note(head, started));
    return answer;
  };
  return {
    stop() {
      prototype.query = original;
      return [...times.values()].sort((a, b) => b.ms - a.ms);
    },
  };
}
