/**
 * Runs `work` for every item with at most `limit` running at once and waits for all of them, so one failing
 * host does not leave others half done. Returns the failures with their item, in input order.
 */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<Array<{ item: T; error: unknown }>> {
  const outcomes: Array<{ item: T; error: unknown } | undefined> = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index] as T;
      try {
        await work(item);
      } catch (error) {
        outcomes[index] = { item, error };
      }
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker);
  await Promise.all(workers);
  return outcomes.filter((outcome) => outcome !== undefined);
}
