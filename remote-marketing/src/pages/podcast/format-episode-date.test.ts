import { formatEpisodeDate } from './format-episode-date';

describe('formatEpisodeDate', () => {
  it('writes the date in Spanish, day first', () => {
    expect(formatEpisodeDate('2024-02-28')).toBe('28 de febrero de 2024');
  });

  it('does not shift the day in time zones west of UTC', () => {
    expect(formatEpisodeDate('2024-01-01')).toBe('1 de enero de 2024');
  });
});
