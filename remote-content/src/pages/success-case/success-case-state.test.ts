import { caseIdFromRoute, passedCase } from './success-case-state';

const successCase = { id: 4, title: 'Turnos visibles', outstandingMedia: [] };

describe('the case passed along from the list', () => {
  it('is used when it is the case the URL names', () => {
    expect(passedCase({ successCase }, 4)).toBe(successCase);
  });

  it.each([
    ['another case', { successCase }, 5],
    ['no state (opened by URL)', null, 4],
    ['foreign state', { from: 'menu' }, 4],
    ['a malformed case', { successCase: { id: 4 } }, 4],
  ])('is ignored for %s', (_name, state, id) => {
    expect(passedCase(state, id)).toBeNull();
  });
});

describe('caseIdFromRoute', () => {
  it.each([
    ['12', 12],
    ['abc', null],
    ['1.5', null],
    ['', null],
    [undefined, null],
  ])('%j gives %j', (param, expected) => {
    expect(caseIdFromRoute(param)).toBe(expected);
  });
});
