/**
 * The index of a looping list after moving: next after the last is the first,
 * previous before the first is the last (SPEC §4). Works for any step size and
 * for negative indexes; an empty list always yields 0.
 */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}
