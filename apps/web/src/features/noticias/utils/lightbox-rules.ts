/** The photo an arrow key or a button moves to: the ends wrap round. */
export function stepIndex(index: number, step: 1 | -1, count: number): number {
  if (count <= 0) return 0;
  return (index + step + count) % count;
}
