import { berlinDateAndTime, berlinInstant, DomainError } from '../../src';

describe('berlinInstant and berlinDateAndTime', () => {
  it('writes a Berlin date and time with its offset, winter and summer', () => {
    expect(berlinInstant('2027-03-17', '09:30')).toBe('2027-03-17T09:30:00+01:00');
    expect(berlinInstant('2027-07-01', '14:00')).toBe('2027-07-01T14:00:00+02:00');
    expect(berlinInstant('2027-12-31', '23:59')).toBe('2027-12-31T23:59:00+01:00');
    // The clock changes: 01:59 before, 03:00 after the spring change; 02:30 in autumn is the second one.
    expect(berlinInstant('2027-03-28', '01:59')).toBe('2027-03-28T01:59:00+01:00');
    expect(berlinInstant('2027-03-28', '03:00')).toBe('2027-03-28T03:00:00+02:00');
    expect(Date.parse(berlinInstant('2027-10-31', '02:30'))).toBe(Date.parse('2027-10-31T01:30:00Z'));
  });

  it('reads back what it wrote, on any day of a year', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10);
      for (const time of ['00:00', '09:15', '18:45']) {
        expect(berlinDateAndTime(berlinInstant(date, time))).toEqual({ date, time });
      }
    }
  });

  it('reads the Berlin date and time of any instant', () => {
    expect(berlinDateAndTime('2027-03-16T23:30:00Z')).toEqual({ date: '2027-03-17', time: '00:30' });
  });

  it('refuses a time or date that is none, in German', () => {
    expect(() => berlinInstant('2027-03-17', '9:30')).toThrow('Ungültige Uhrzeit: 9:30 (erwartet HH:mm).');
    expect(() => berlinInstant('2027-03-17', '24:00')).toThrow(DomainError);
    expect(() => berlinInstant('2027-02-30', '09:30')).toThrow(DomainError);
  });
});
