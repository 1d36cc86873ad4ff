/** How the functions count a workshop's places taken (shared workshopSeats.ts). */
import { seatsTakenBy, seatsTakenWith, seatsTakenWithout } from '../../src';

describe('places taken', () => {
  it('adds a registration’s participants, also to a workshop that counted none yet', () => {
    expect(seatsTakenWith({ capacity: 20, seatsTaken: 7 }, 3)).toBe(10);
    expect(seatsTakenWith({}, 2)).toBe(2);
  });

  it('frees a removed registration’s places, never below 0', () => {
    expect(seatsTakenWithout({ seatsTaken: 7 }, 3)).toBe(4);
    expect(seatsTakenWithout({ seatsTaken: 1 }, 3)).toBe(0);
    expect(seatsTakenWithout({}, 1)).toBe(0);
  });

  it('counts stored registrations by their participants, an older one without the field as 1', () => {
    expect(seatsTakenBy([{ participants: 3 }, { name: 'Alt' }, { participants: 2 }])).toBe(6);
    expect(seatsTakenBy([])).toBe(0);
  });
});
