/**
 * The largest 4-connected group of set cells in a grid (`mask` row by row, `width` cells a row): the paper among the
 * bright regions of a photo. Its cells' indexes, in the order they were reached; empty when no cell is set.
 */
export function largestGroup(mask: Uint8Array, width: number): number[] {
  const seen = new Uint8Array(mask.length);
  let best: number[] = [];
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i] || seen[i]) continue;
    const members = [i];
    seen[i] = 1;
    for (let k = 0; k < members.length; k++) {
      const j = members[k]!;
      const x = j % width;
      for (const n of [j - width, j + width, x > 0 ? j - 1 : -1, x < width - 1 ? j + 1 : -1]) {
        if (n >= 0 && n < mask.length && mask[n] && !seen[n]) {
          seen[n] = 1;
          members.push(n);
        }
      }
    }
    if (members.length > best.length) best = members;
  }
  return best;
}
