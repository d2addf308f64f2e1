/** The fontkit calls the PDF renderer makes (fontkit ships no types); pdfkit accepts the parsed font as is. */
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    characterSet: number[];
    glyphForCodePoint(codePoint: number): unknown;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
