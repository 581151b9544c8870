import { describe, expect, it } from 'vitest';
import {
  cut,
  renderShareCard,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  shareCardResponse,
  shareCardSvg,
  sharePalette,
  wrap,
} from './share-card.ts';

const palette = { background: '#12325b', text: '#ffffff', accent: '#fbeddf' };

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('share card', () => {
  it('wraps a title into at most three lines and cuts the rest with an ellipsis', () => {
    expect(wrap('Senior Data Engineer', 20, 3)).toEqual(['Senior Data Engineer']);
    expect(wrap('Senior Data Engineer, Payments Platform', 21, 3)).toEqual([
      'Senior Data Engineer,',
      'Payments Platform',
    ]);
    const long = wrap('one two three four five six seven eight nine ten eleven twelve', 10, 3);
    expect(long).toHaveLength(3);
    expect(long[2]?.endsWith('…')).toBe(true);
    expect(long.every((line) => line.length <= 10)).toBe(true);
    expect(cut('Bengaluru, Mumbai, Hyderabad, Pune', 20)).toBe('Bengaluru, Mumbai,…');
    expect(cut('Supercalifragilistic', 10)).toBe('Supercali…');
  });

  it('writes what it is given as text, never as markup', () => {
    const svg = shareCardSvg({
      brand: 'JobSite',
      title: '<i>Lead</i> & "Analyst"',
      facts: ['Acme <b>Corp</b>', `Pune\u0007`],
      palette,
    });
    expect(svg).not.toContain('<i>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;i&gt;Lead&lt;/i&gt; &amp; &quot;Analyst&quot;');
    expect(svg).toContain('Acme &lt;b&gt;Corp&lt;/b&gt;');
    expect(svg).not.toContain('\u0007');
  });

  it('is a 1200×630 PNG in the brand colours, with a neutral palette for a brand without one', () => {
    const png = renderShareCard({
      brand: 'JobSite Management',
      title: 'Product Manager, Payments',
      facts: ['Acme Fintech', 'Bengaluru · 4-8 yrs', '₹24-32 LPA'],
      palette,
    });
    expect([...png.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(pngSize(png)).toEqual({ width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT });
    expect(shareCardSvg({ brand: 'B', title: 'T', facts: [], palette })).toContain('fill="#12325b"');
    expect(sharePalette({}).background).toBe('#1f2933');
    expect(sharePalette({ shareCard: palette })).toBe(palette);
  });

  it('is answered as a PNG that caches may keep', async () => {
    const response = shareCardResponse({ brand: 'B', title: 'A job', facts: ['Pune'], palette });
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=3600/);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(pngSize(body).width).toBe(SHARE_CARD_WIDTH);
  });
});
