export { useChoiceMadeBeforeHydration } from './use-choice-made-before-hydration';
export { useHydrated, useMountedByHydration } from './use-mounted-by-hydration';
export { useValueEnteredBeforeHydration } from './use-value-entered-before-hydration';
export { useReplayedTaps, type ReplayedTapProps } from './use-replayed-taps';
export { lazyView } from './lazy-view';
