// The satisfaction index's motion (SPEC §9), apart from the component: the blocks registry hands them to
// it without pulling the component's code into the page's first chunk (it is a lazy view).

/** The highlight moves to the next face every 3000 ms… */
export const SATISFACTION_INTERVAL_MS = 3000;
/** …with a bounce of 500 ms. */
export const SATISFACTION_BOUNCE_MS = 500;
