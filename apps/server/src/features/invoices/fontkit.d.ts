/** The part of fontkit (pdfkit's font engine, no types of its own) that the invoice PDFs use. */
declare module 'fontkit' {
  export interface Font {
    layout(...args: unknown[]): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
