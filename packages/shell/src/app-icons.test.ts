import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appIconFiles, brandInitials, icoOf, shortName, webManifest } from './app-icons.ts';

const brand = {
  name: 'JobSite Management',
  tagline: 'MBA jobs across India',
  shareCard: { background: '#12325b', text: '#ffffff', accent: '#fbeddf' },
};

/** The pixels of an 8-bit RGBA PNG (what resvg writes): width, height and a pixel reader. */
function decodePng(png: Uint8Array) {
  const bytes = Buffer.from(png);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  expect([bytes[24], bytes[25]]).toEqual([8, 6]);
  const data: Buffer[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT')
      data.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 4;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const byte = raw[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= 4 ? (pixels[y * stride + x - 4] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = x >= 4 && y > 0 ? (pixels[(y - 1) * stride + x - 4] ?? 0) : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, paeth()][filter ?? 0] ?? 0;
      pixels[y * stride + x] = (byte + predictor) & 0xff;
    }
  }
  const at = (x: number, y: number) => [...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
  return { width, height, at };
}

const hex = (rgba: number[]) =>
  `#${rgba
    .slice(0, 3)
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;

describe("the brand's app icons", () => {
  it("take the brand's initials and a short name a phone can show", () => {
    expect(brandInitials('JobSite Management')).toBe('JM');
    expect(brandInitials('JobSite Tech')).toBe('JT');
    expect(brandInitials('  Ācme ')).toBe('Ā');
    expect(brandInitials('')).toBe('?');
    expect(shortName('JobSite Management')).toBe('Management');
    expect(shortName('JobSite Tech')).toBe('JobSite Tech');
    expect(shortName('JobSite Healthcare Careers')).toBe('Healthcare C');
  });

  it('draws every icon at its size, the plain ones with clear corners and the maskable ones full bleed', () => {
    const files = appIconFiles(brand);
    const sizes: [string, number][] = [
      ['apple-touch-icon.png', 180],
      ['icons/icon-192.png', 192],
      ['icons/icon-512.png', 512],
      ['icons/maskable-512.png', 512],
    ];
    for (const [path, px] of sizes) {
      const png = decodePng(files[path] as Uint8Array);
      expect([png.width, png.height], path).toEqual([px, px]);
    }
    const plain = decodePng(files['icons/icon-512.png'] as Uint8Array);
    expect(plain.at(0, 0)[3]).toBe(0);
    expect(hex(plain.at(256, 40))).toBe(brand.shareCard.background);
    const maskable = decodePng(files['icons/maskable-512.png'] as Uint8Array);
    expect(maskable.at(0, 0)).toEqual([0x12, 0x32, 0x5b, 255]);
    // The mark is drawn: the letters' colour is found in the middle of the icon, within the safe zone.
    const middle = Array.from({ length: 200 }, (_, i) => hex(maskable.at(156 + i, 240)));
    expect(middle).toContain('#ffffff');
    expect(files['favicon.svg']).toContain('>JM</text>');
  });

  it('packs the favicon sizes into one ICO file', () => {
    const ico = Buffer.from(appIconFiles(brand)['favicon.ico'] as Uint8Array);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const entries = [0, 1, 2].map((i) => ({
      px: ico.readUInt8(6 + 16 * i),
      size: ico.readUInt32LE(6 + 16 * i + 8),
      offset: ico.readUInt32LE(6 + 16 * i + 12),
    }));
    expect(entries.map((e) => e.px)).toEqual([16, 32, 48]);
    for (const entry of entries) {
      const png = decodePng(ico.subarray(entry.offset, entry.offset + entry.size));
      expect(png.width).toBe(entry.px);
    }
    const last = entries.at(-1);
    expect((last?.offset ?? 0) + (last?.size ?? 0)).toBe(ico.length);
    // A 256 px image is written as 0, as the format says.
    expect(icoOf([{ px: 256, png: new Uint8Array(4) }])[6]).toBe(0);
  });

  it('lists in the manifest only icons the build writes, in the brand colour, with the shortcuts', () => {
    const files = appIconFiles(brand);
    const manifest = JSON.parse(files['manifest.webmanifest'] as string);
    expect(manifest).toEqual(webManifest(brand));
    expect(manifest).toMatchObject({
      name: 'JobSite Management',
      short_name: 'Management',
      start_url: '/',
      display: 'standalone',
      theme_color: '#12325b',
    });
    for (const icon of manifest.icons) expect(Object.keys(files)).toContain(icon.src.slice(1));
    expect(manifest.icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable');
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/jobfeed', '/applied-jobs']);
  });
});
