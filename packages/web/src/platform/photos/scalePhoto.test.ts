/** The scaling maths of the browser's photo scaler (the canvas work itself needs a browser). */
import { base64Of, halvingSteps, scaledSize } from './scalePhoto';

test('the longest side becomes 1600 px, the aspect ratio stays, a small photo is never scaled up', () => {
  // A 12-megapixel phone photo, landscape and portrait (turned by its EXIF orientation before).
  expect(scaledSize({ width: 4032, height: 3024 })).toEqual({ width: 1600, height: 1200 });
  expect(scaledSize({ width: 3024, height: 4032 })).toEqual({ width: 1200, height: 1600 });
  // A 48-megapixel one, and a panorama whose short side would round to nothing.
  expect(scaledSize({ width: 8064, height: 6048 })).toEqual({ width: 1600, height: 1200 });
  expect(scaledSize({ width: 20_000, height: 5 })).toEqual({ width: 1600, height: 1 });
  expect(scaledSize({ width: 1600, height: 900 })).toEqual({ width: 1600, height: 900 });
  expect(scaledSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
  // The variants' sizes the page sets as width and height.
  expect(scaledSize({ width: 1600, height: 1067 }, 800)).toEqual({ width: 800, height: 534 });
  expect(scaledSize({ width: 1200, height: 1600 }, 320)).toEqual({ width: 240, height: 320 });
});

test('a large photo is halved step by step, never below twice the target, then drawn at the target', () => {
  const target = { width: 1600, height: 1200 };
  expect(halvingSteps({ width: 8064, height: 6048 }, target)).toEqual([
    { width: 4032, height: 3024 },
    target,
  ]);
  expect(halvingSteps({ width: 4032, height: 3024 }, target)).toEqual([target]);
  expect(halvingSteps({ width: 640, height: 480 }, { width: 640, height: 480 })).toEqual([
    { width: 640, height: 480 },
  ]);
});

test('bytes become base64 as recipes/addImage takes it, also beyond one chunk', () => {
  expect(base64Of(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]).buffer)).toBe('UklGRgECAwQ=');
  const large = new Uint8Array(100_000).map((_, i) => i % 251);
  expect(base64Of(large.buffer)).toBe(Buffer.from(large).toString('base64'));
});
