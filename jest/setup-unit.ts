import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
// Records the lazy views the test file's modules make, for loadAllViews.
import './lazy-views';
import { TextDecoder, TextEncoder } from 'node:util';

// A unit test is judged by what it sees, never by how fast a busy machine runs it (issue 41 §6): with the
// type-check or a build beside it, typing into jsdom took over jest's 5 s. The limits only end a test that hangs.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks TextEncoder/TextDecoder, which react-router needs when it loads.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

