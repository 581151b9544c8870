import { PNG_1X1 } from '@jobsite/test-fixtures';
import { describe, expect, it } from 'vitest';
import { pictureDimensions, pictureTooLarge } from './dimensions.ts';
import { sniff } from './sniff.ts';
import { jpegDeclaring, pngDeclaring, webpDeclaring } from './test-media.ts';

describe('a picture size read from its header', () => {
  it('reads PNG, JPEG and each WebP chunk, each recognised by its bytes first', () => {
    const pictures = [
      [PNG_1X1, 'png', 1, 1],
      [pngDeclaring(20_000, 20_000), 'png', 20_000, 20_000],
      [jpegDeclaring(640, 480), 'jpeg', 640, 480],
      [jpegDeclaring(9000, 100, 200_000), 'jpeg', 9000, 100],
      [webpDeclaring('VP8 ', 1200, 900), 'webp', 1200, 900],
      [webpDeclaring('VP8L', 16_384, 2), 'webp', 16_384, 2],
      [webpDeclaring('VP8X', 7000, 6000), 'webp', 7000, 6000],
    ] as const;
    for (const [data, kind, width, height] of pictures) {
      expect(sniff(data), `${kind} ${width}`).toBe(kind);
      expect(pictureDimensions(kind, data), `${kind} ${width}`).toEqual({ width, height });
    }
  });

  it('answers null when the header is cut short or says nothing (a JPEG frame past the bytes given)', () => {
    const jpeg = jpegDeclaring(640, 480, 100_000);
    expect(pictureDimensions('jpeg', jpeg.subarray(0, 64 * 1024))).toBeNull();
    expect(pictureDimensions('png', PNG_1X1.subarray(0, 20))).toBeNull();
    expect(pictureDimensions('png', pngDeclaring(0, 10))).toBeNull();
    expect(pictureDimensions('webp', webpDeclaring('VP8 ', 10, 10).subarray(0, 24))).toBeNull();
  });

  it('takes up to 8000 pixels a side and 36 megapixels in all', () => {
    expect(pictureTooLarge({ width: 8000, height: 4500 })).toBeNull();
    expect(pictureTooLarge({ width: 6000, height: 6000 })).toBeNull();
    expect(pictureTooLarge({ width: 8001, height: 10 })).toBe(
      'The picture is 8001 × 10 pixels. Please upload one of at most 8000 pixels on a side and 36 megapixels in all',
    );
    expect(pictureTooLarge({ width: 7000, height: 6000 })).toMatch(/^The picture is 7000 × 6000 pixels\./);
  });
});
