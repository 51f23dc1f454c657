/** A binary min-heap of (time, game id): the games due for a look, soonest first. */
export class TimeQueue {
  private readonly times: number[] = [];
  private readonly ids: number[] = [];

  push(time: number, id: number): void {
    this.times.push(time);
    this.ids.push(id);
    this.up(this.times.length - 1);
  }

  /** Removes and returns every id due at or before `time`. */
  popDue(time: number): number[] {
    const due: number[] = [];
    while (this.times.length > 0 && (this.times[0] ?? Number.POSITIVE_INFINITY) <= time) {
      due.push(this.ids[0] ?? 0);
      this.removeTop();
    }
    return due;
  }

  clear(): void {
    this.times.length = 0;
    this.ids.length = 0;
  }

  private removeTop(): void {
    const lastTime = this.times.pop() ?? 0;
    const lastId = this.ids.pop() ?? 0;
    if (this.times.length === 0) return;
    this.times[0] = lastTime;
    this.ids[0] = lastId;
    this.down(0);
  }

  private up(start: number): void {
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((this.times[parent] ?? 0) <= (this.times[i] ?? 0)) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(start: number): void {
    let i = start;
    const n = this.times.length;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < n && (this.times[left] ?? 0) < (this.times[smallest] ?? 0)) smallest = left;
      if (right < n && (this.times[right] ?? 0) < (this.times[smallest] ?? 0)) smallest = right;
      if (smallest === i) return;
      this.swap(i, smallest);
      i = smallest;
    }
  }

  private swap(a: number, b: number): void {
    const time = this.times[a] ?? 0;
    const id = this.ids[a] ?? 0;
    this.times[a] = this.times[b] ?? 0;
    this.ids[a] = this.ids[b] ?? 0;
    this.times[b] = time;
    this.ids[b] = id;
  }
}
