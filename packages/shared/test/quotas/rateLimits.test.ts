import {
  countCall,
  freeSeats,
  isWorkshopFull,
  noSeatsMessage,
  rateLimitsOf,
  rateWindowEnd,
  seatsFit,
} from '../../src';

const limit = { scope: 'caller' as const, max: 3, windowMinutes: 10 };
const MINUTE = 60_000;

describe('countCall', () => {
  it('allows max calls in a window, refuses the next without counting it, and starts over after the window', () => {
    let state = countCall(undefined, limit, 0).next;
    expect(state).toEqual({ count: 1, windowStart: 0 });
    state = countCall(state, limit, 1 * MINUTE).next;
    state = countCall(state, limit, 2 * MINUTE).next;
    expect(state.count).toBe(3);
    const refused = countCall(state, limit, 9 * MINUTE);
    expect(refused).toEqual({ allowed: false, next: state });
    expect(countCall(state, limit, 10 * MINUTE)).toEqual({
      allowed: true,
      next: { count: 1, windowStart: 10 * MINUTE },
    });
    expect(rateWindowEnd(state, limit)).toBe(10 * MINUTE);
  });

  it('starts a new window when the stored one lies in the future (a clock that went back)', () => {
    expect(countCall({ count: 3, windowStart: 60 * MINUTE }, limit, 0)).toEqual({
      allowed: true,
      next: { count: 1, windowStart: 0 },
    });
  });

  it('limits the public forms per client and per address, and leaves the planner’s saves alone', () => {
    expect(rateLimitsOf('workshops/apply').map((l) => l.scope)).toEqual([
      'caller',
      'address',
      'target',
      'everyone',
    ]);
    expect(rateLimitsOf('newsletter/subscribe').map((l) => l.scope)).toContain('address');
    expect(rateLimitsOf('plan/saveWeek')).toEqual([]);
    expect(rateLimitsOf('__proto__')).toEqual([]);
  });
});

describe('workshop places', () => {
  it('counts free places only when a capacity is set', () => {
    expect(freeSeats({})).toBeUndefined();
    expect(seatsFit({}, 20)).toBe(true);
    expect(isWorkshopFull({ seatsTaken: 500 })).toBe(false);
    expect(freeSeats({ capacity: 10, seatsTaken: 7 })).toBe(3);
    expect(seatsFit({ capacity: 10, seatsTaken: 7 }, 3)).toBe(true);
    expect(seatsFit({ capacity: 10, seatsTaken: 7 }, 4)).toBe(false);
    // A capacity lowered below the places taken: full, not negative.
    expect(freeSeats({ capacity: 5, seatsTaken: 8 })).toBe(0);
    expect(isWorkshopFull({ capacity: 5, seatsTaken: 8 })).toBe(true);
  });

  it('says "ausgebucht" or how many places are left', () => {
    expect(noSeatsMessage({ capacity: 4, seatsTaken: 4 })).toBe('Dieser Workshop ist leider ausgebucht.');
    expect(noSeatsMessage({ capacity: 4, seatsTaken: 3 })).toMatch(/nur noch 1 Platz frei/);
    expect(noSeatsMessage({ capacity: 4, seatsTaken: 1 })).toMatch(/nur noch 3 Plätze frei/);
  });
});
