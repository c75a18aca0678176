/**
 * The order in which chapters being made share what makes their segments
 * (the synthesis threads, pool.ts; the speech provider's connections,
 * speech-provider.ts): one queue per chapter, taking turns, so that a
 * chapter asked for while a long one is being made starts within a
 * segment's time; and a chapter's first segment (its announcement, what a
 * new listener waits for) goes before every other chapter's next one.
 */
export class ChapterTurns<T> {
  /** Queued segments per chapter, in the order chapters take turns. */
  private readonly queues = new Map<string, T[]>();
  /** Chapters' first segments, taken before any other, first in first out. */
  private readonly firsts: Array<{ job: string; item: T }> = [];

  /** Queues `item` for chapter `job`, ahead of every chapter's next segment when `first`. */
  push(job: string, item: T, first = false): void {
    if (first) {
      this.firsts.push({ job, item });
      return;
    }
    const queue = this.queues.get(job);
    if (queue) queue.push(item);
    else this.queues.set(job, [item]);
  }

  /**
   * The oldest chapter's first segment waiting, else the first queued
   * segment of the chapter whose turn it is; that chapter then goes to the
   * back of the line.
   */
  next(): T | undefined {
    const first = this.firsts.shift();
    if (first) return first.item;
    for (const [job, queue] of this.queues) {
      const item = queue.shift();
      this.queues.delete(job);
      if (queue.length > 0) this.queues.set(job, queue); // to the back: Map keeps insertion order
      if (item !== undefined) return item;
    }
    return undefined;
  }

  /** Removes and returns the queued segments of `job`, its first one first. */
  drop(job: string): T[] {
    const dropped = this.queues.get(job) ?? [];
    this.queues.delete(job);
    for (let i = this.firsts.length - 1; i >= 0; i--) {
      if (this.firsts[i].job === job) dropped.unshift(...this.firsts.splice(i, 1).map((f) => f.item));
    }
    return dropped;
  }

  /** The chapters with a queued segment. */
  jobs(): Set<string> {
    return new Set([...this.firsts.map((f) => f.job), ...this.queues.keys()]);
  }

  get size(): number {
    let size = this.firsts.length;
    for (const q of this.queues.values()) size += q.length;
    return size;
  }
}
