// Test helper: renders a building block inside a router, as the shell does.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@site/shared/router';

export function renderInRouter(ui: ReactElement): RenderResult {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

/** The i-th element of a query result, failing the test when it is missing. */
export function nth<T>(list: ArrayLike<T>, index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No hay elemento ${index} (hay ${list.length})`);
  return item;
}
