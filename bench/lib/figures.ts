/**
 * One line per figure, for bench/run-all.ts to collect: `BENCH-FIGURE {json}` on stdout beside the bench's own
 * human-readable output. `met` is left out for figures reported without a target (peers only).
 */
export interface Figure {
  figure: string;
  measured: string;
  target: string;
  method: string;
  met?: boolean;
}

export const figurePrefix = 'BENCH-FIGURE ';

export function reportFigure(f: Figure): void {
  console.log(figurePrefix + JSON.stringify(f));
}
