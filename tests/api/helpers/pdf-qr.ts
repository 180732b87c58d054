/**
 * Reads a QR code back out of a PDF: pdfjs finds the page's image operators, the decoded image
 * is turned into RGBA and jsqr decodes it. Used to check a certificate's QR points at its page.
 */
import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface PdfImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
  kind?: number;
}

function toRgba(image: PdfImage): Uint8ClampedArray {
  const pixels = image.width * image.height;
  const channels = image.data.length / pixels;
  if (channels === 4) return new Uint8ClampedArray(image.data);
  const rgba = new Uint8ClampedArray(pixels * 4);
  for (let i = 0; i < pixels; i++) {
    if (channels === 3) {
      rgba[i * 4] = image.data[i * 3]!;
      rgba[i * 4 + 1] = image.data[i * 3 + 1]!;
      rgba[i * 4 + 2] = image.data[i * 3 + 2]!;
    } else {
      // One channel: grey (pdfjs answers 1 bit per pixel images expanded to bytes).
      const v = image.data[i]!;
      rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = v;
    }
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

/** pdfjs takes the bytes over (and cannot clone a Buffer's pooled view): always give it its own copy. */
function fresh(pdf: Uint8Array): Uint8Array {
  const copy = new Uint8Array(new ArrayBuffer(pdf.byteLength));
  copy.set(pdf);
  return copy;
}

/** Every QR code text found in the PDF's images, page by page. */
export async function qrTextsOfPdf(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: fresh(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const texts: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const ops = await page.getOperatorList();
      for (let i = 0; i < ops.fnArray.length; i++) {
        if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
        const name = (ops.argsArray[i] as unknown[])[0] as string;
        const image = await new Promise<PdfImage>((resolve) =>
          page.objs.get(name, resolve as (data: unknown) => void),
        );
        const code = jsQR(toRgba(image), image.width, image.height);
        if (code) texts.push(code.data);
      }
    }
  } finally {
    await doc.destroy();
  }
  return texts;
}

/** The text of every text item of the PDF (to check what it prints). */
export async function textOfPdf(pdf: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: fresh(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const parts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      for (const item of content.items) if ('str' in item) parts.push(item.str);
    }
    return parts.join(' ');
  } finally {
    await doc.destroy();
  }
}
