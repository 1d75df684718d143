import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { linesToItems, makePdf } from '../testing/documents';
import { extractDocument } from './extract';
import { assertSafePdf } from './pdf-guard';

/** A PDF body of numbered objects; the guard reads objects, not the cross-reference table. */
function objects(...bodies: Array<string | Buffer>): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n', 'latin1')];
  bodies.forEach((body, index) => {
    parts.push(Buffer.from(`${index + 1} 0 obj\n`, 'latin1'));
    parts.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    parts.push(Buffer.from('\nendobj\n', 'latin1'));
  });
  parts.push(Buffer.from('%%EOF\n', 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}

function stream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

const pixels = (count: number) => Buffer.alloc(count, 0x80);

describe('counting a PDF’s pictures without decoding them', () => {
  it('finds none in a text-only PDF', async () => {
    const pdf = makePdf([linesToItems(['Jane Doe', 'Experience', 'Nurse, City Hospital'])]);
    expect((await assertSafePdf(pdf)).images).toBe(0);
  });

  it('counts an image with a soft mask once, and a page thumbnail not at all', async () => {
    const pdf = objects(
      stream(
        '/Type /XObject /Subtype /Image /Width 4 /Height 4 /BitsPerComponent 8 /ColorSpace /DeviceRGB /SMask 2 0 R',
        pixels(48),
      ),
      stream(
        '/Type /XObject /Subtype /Image /Width 4 /Height 4 /BitsPerComponent 8 /ColorSpace /DeviceGray',
        pixels(16),
      ),
      stream(
        '/Type /XObject /Subtype /Image /Width 2 /Height 2 /BitsPerComponent 8 /ColorSpace /DeviceGray',
        pixels(4),
      ),
      '<< /Type /Page /Thumb 3 0 R /Contents 5 0 R >>',
      stream('', Buffer.from('q 100 0 0 100 0 0 cm /Im1 Do Q', 'latin1')),
    );
    expect((await assertSafePdf(pdf)).images).toBe(1);
  });

  it('counts a compressed image, and a thumbnail named inside a compressed object stream is left out', async () => {
    const thumbnailInObjectStream = deflateSync(Buffer.from('4 0 << /Type /Page /Thumb 2 0 R >>', 'latin1'));
    const pdf = objects(
      stream(
        '/Type /XObject /Subtype /Image /Width 8 /Height 8 /BitsPerComponent 8 /ColorSpace /DeviceGray /Filter /FlateDecode',
        deflateSync(pixels(64)),
      ),
      stream(
        '/Type /XObject /Subtype /Image /Width 2 /Height 2 /BitsPerComponent 8 /ColorSpace /DeviceGray /Filter /FlateDecode',
        deflateSync(pixels(4)),
      ),
      stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', thumbnailInObjectStream),
    );
    expect((await assertSafePdf(pdf)).images).toBe(1);
  });

  it('counts inline images in plain and compressed content streams', async () => {
    const inline = (name: string) => `q 10 0 0 10 0 0 cm BI /W 2 /H 2 /CS /G /BPC 8 ID ${name} EI Q`;
    const pdf = objects(
      stream('', Buffer.from(`BT /F1 11 Tf (BI is not an operator here) Tj ET\n${inline('abcd')}`, 'latin1')),
      stream(
        '/Filter /FlateDecode',
        deflateSync(Buffer.from(`${inline('wxyz')}\n${inline('mnop')}`, 'latin1')),
      ),
    );
    expect((await assertSafePdf(pdf)).images).toBe(3);
  });

  it('sees an inline image whose opening is split between two inflated chunks, once', async () => {
    // The inflater hands over 64 KiB at a time: put the operator across the first boundary.
    const padding = 'BT ET\n'.repeat(Math.ceil((64 * 1024 - 3) / 6)).slice(0, 64 * 1024 - 3);
    const content = `${padding}\nBI /W 2 /H 2 /CS /G /BPC 8 ID abcd EI\n`;
    const pdf = objects(stream('/Filter /FlateDecode', deflateSync(Buffer.from(content, 'latin1'))));
    expect((await assertSafePdf(pdf)).images).toBe(1);
  });

  it('reports a page picture to the ATS check through the extracted document', async () => {
    const photo = { width: 2, height: 2, format: 'grey' as const, data: new Uint8Array(4).fill(200) };
    const text = linesToItems([
      'Jane Doe',
      'jane@example.com',
      'Experience',
      'Head Chef, Blue Door Bistro, 2019 - 2024',
      'Planned seasonal menus and ordered produce from local farms for a team of nine cooks.',
    ]);
    const withPhoto = await extractDocument(makePdf([text], { pageImages: [photo] }), 'pdf');
    const withoutPhoto = await extractDocument(makePdf([text]), 'pdf');
    expect(withPhoto.layout.images).toBe(1);
    expect(withoutPhoto.layout.images).toBe(0);
  });
});
