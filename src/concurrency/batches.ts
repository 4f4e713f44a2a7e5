/** `items` cut into consecutive runs of `size` (the last may be shorter): work that goes `size` at a time. */
export function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let at = 0; at < items.length; at += size) batches.push(items.slice(at, at + size));
  return batches;
}
