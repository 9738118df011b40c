/**
 * Gathers work that arrives at about the same time into batches, each handed to `run` at once:
 * items submitted while the batches in flight are busy wait for the next one, which starts as soon
 * as a batch ends, so a batch grows with the load; a lone item goes at once (after the current
 * turn of the event loop, which lets the requests that arrived together join it). Two items holding a common key never travel
 * in the same batch: the later waits for a following one, in the order submitted.
 */
export interface BatcherOptions<I, R> {
  /** Answers one result per item, in the items' order; a throw fails every item of the batch. */
  run: (items: I[]) => Promise<R[]>;
  /** What an item holds (a wallet, a round, an id): items sharing one go in different batches. */
  keys: (item: I) => string[];
  maxItems: number;
  /** Batches in flight at once. */
  concurrency: number;
}

export interface Batcher<I, R> {
  submit(item: I): Promise<R>;
}

interface Waiting<I, R> {
  item: I;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export function createBatcher<I, R>(options: BatcherOptions<I, R>): Batcher<I, R> {
  const queue: Waiting<I, R>[] = [];
  let inFlight = 0;
  let scheduled = false;

  function schedule(): void {
    if (scheduled || queue.length === 0 || inFlight >= options.concurrency) return;
    scheduled = true;
    setImmediate(flush);
  }

  function take(): Waiting<I, R>[] {
    const batch: Waiting<I, R>[] = [];
    const held = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < options.maxItems; ) {
      const waiting = queue[i] as Waiting<I, R>;
      const keys = options.keys(waiting.item);
      // A later item sharing a key with an earlier one still waiting keeps its place behind it.
      const blocked = keys.some((key) => held.has(key));
      for (const key of keys) held.add(key);
      if (blocked) {
        i += 1;
        continue;
      }
      batch.push(waiting);
      queue.splice(i, 1);
    }
    return batch;
  }

  function flush(): void {
    scheduled = false;
    while (inFlight < options.concurrency && queue.length > 0) {
      const batch = take();
      if (batch.length === 0) break;
      inFlight += 1;
      Promise.resolve()
        .then(() => options.run(batch.map((w) => w.item)))
        .then((results) => {
          if (results.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${results.length} results`);
          for (const [i, w] of batch.entries()) w.resolve(results[i] as R);
        })
        .catch((error: unknown) => {
          for (const w of batch) w.reject(error);
        })
        .finally(() => {
          inFlight -= 1;
          // What waited meanwhile goes at once: it gathered while this batch ran.
          flush();
        });
    }
  }

  return {
    submit(item: I): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
  };
}
