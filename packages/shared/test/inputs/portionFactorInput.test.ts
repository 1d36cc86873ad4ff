import { checkPortionFactorInput, PORTION_FACTOR_MESSAGE } from '../../src/inputs/portionFactorInput';

describe('checkPortionFactorInput', () => {
  it('takes a factor with a German comma or a point, up to 10', () => {
    expect(checkPortionFactorInput('1,3')).toEqual({ ok: true, value: 1.3 });
    expect(checkPortionFactorInput(' 0.75 ')).toEqual({ ok: true, value: 0.75 });
    expect(checkPortionFactorInput('10')).toEqual({ ok: true, value: 10 });
  });

  it.each(['', '0', '0,0', '-1', '10,01', '11', '1,333', 'viel', '1,3,4', 'NaN', 'Infinity'])(
    'refuses %p with the German message',
    (text) => {
      expect(checkPortionFactorInput(text)).toEqual({ ok: false, message: PORTION_FACTOR_MESSAGE });
    },
  );
});
