/** commander helpers shared by commands: repeatable flags and `K=V` pairs. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

export function parseInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`not a whole number: ${value}`);
  return n;
}
