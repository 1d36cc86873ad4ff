import { seasonMonthsText } from '../../src/text/seasonMonths';

const flags = (...set: number[]) => Array.from({ length: 12 }, (_, i) => set.includes(i));

describe('season months in words', () => {
  it('names one run of months by its ends', () => {
    expect(seasonMonthsText(flags(4, 5, 6, 7, 8))).toBe('Mai bis September');
  });

  it('keeps a run across the turn of the year whole', () => {
    expect(seasonMonthsText(flags(9, 10, 11, 0, 1, 2))).toBe('Oktober bis März');
  });

  it('lists several runs and single months in calendar order from the first run', () => {
    expect(seasonMonthsText(flags(2, 3, 4, 8, 11))).toBe('März bis Mai, September, Dezember');
    expect(seasonMonthsText(flags(0, 5, 11))).toBe('Juni, Dezember bis Januar');
  });

  it('says so for all twelve months and gives nothing for none', () => {
    expect(seasonMonthsText(flags(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11))).toBe('das ganze Jahr');
    expect(seasonMonthsText(flags())).toBe('');
  });
});
