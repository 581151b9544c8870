/** The part of pdfkit's API the resume and course brochure PDFs use (pdfkit ships no types of its own). */
declare module 'pdfkit' {
  interface TextOptions {
    width?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    lineGap?: number;
    paragraphGap?: number;
    indent?: number;
    characterSpacing?: number;
    /** Go on with the next `text` call on the same line (a bold label, then its value). */
    continued?: boolean;
  }
  interface DocumentOptions {
    size?: string | [number, number];
    margins?: { top: number; bottom: number; left: number; right: number };
    info?: Record<string, string | Date>;
    lang?: string;
    displayTitle?: boolean;
    pdfVersion?: string;
    autoFirstPage?: boolean;
    bufferPages?: boolean;
    compress?: boolean;
  }
  class PDFDocument {
    constructor(options?: DocumentOptions);
    x: number;
    y: number;
    page: {
      width: number;
      height: number;
      margins: { top: number; bottom: number; left: number; right: number };
    };
    registerFont(name: string, src: string | Uint8Array): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    heightOfString(text: string, options?: TextOptions): number;
    currentLineHeight(includeGap?: boolean): number;
    addPage(): this;
    on(event: 'data', listener: (chunk: Uint8Array) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: unknown) => void): this;
    end(): void;
  }
  export default PDFDocument;
}
