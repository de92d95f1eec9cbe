import React from 'react';

// The views drawn from chunks of their own (lazyView, React.lazy): a unit test draws a page whole,
// so it fetches them all first. Installed by setup-unit.ts before a test file loads its modules,
// so every lazy view they make is recorded.

type Load = Parameters<typeof React.lazy>[0];

const loads: Load[] = [];
const lazy = React.lazy;
jest.spyOn(React, 'lazy').mockImplementation((load) => {
  loads.push(load);
  return lazy(load);
});

/** Fetches every lazy view made so far (each then draws at once). */
export const loadAllViews = (): Promise<unknown> => Promise.all(loads.map((load) => load()));
