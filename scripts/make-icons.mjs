// The installed app's icons (public/icon-*.png, apple-touch-icon.png), drawn once as SVG and rendered with sharp:
// a white receipt with a torn foot on the app's teal. Run `node scripts/make-icons.mjs` after changing the drawing;
// the PNGs are committed (the build copies public/ as it is).
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

const teal = '#115e59';
const ink = '#0f766e';

/** The receipt on a 512 square, scaled by `scale` around the centre (a maskable icon keeps it in the middle 80 %). */
const receipt = (scale) => {
  const teeth = 'l -16 18 l -16 -18 '.repeat(6); // the torn foot, right to left
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <path d="M160 96 h192 v300 ${teeth}z" fill="#ffffff"/>
    <rect x="192" y="148" width="128" height="18" rx="9" fill="${ink}"/>
    <rect x="192" y="200" width="92" height="14" rx="7" fill="#94a3b8"/>
    <rect x="192" y="236" width="110" height="14" rx="7" fill="#94a3b8"/>
    <rect x="192" y="272" width="76" height="14" rx="7" fill="#94a3b8"/>
    <rect x="192" y="326" width="128" height="22" rx="11" fill="${ink}"/>
  </g>`;
};

/** `rounded`: the usual icon (its own corners); otherwise full bleed, as a maskable icon must be. */
const svg = (rounded, scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
    <rect width="512" height="512" rx="${rounded ? 96 : 0}" fill="${teal}"/>
    ${receipt(scale)}
  </svg>`;

const icons = [
  ['public/icon-192.png', 192, svg(true, 1)],
  ['public/icon-512.png', 512, svg(true, 1)],
  ['public/icon-maskable-512.png', 512, svg(false, 0.78)],
  ['public/apple-touch-icon.png', 180, svg(false, 0.86)],
];
for (const [file, size, drawing] of icons) {
  writeFileSync(
    file,
    await sharp(Buffer.from(drawing)).resize(size, size).png({ compressionLevel: 9 }).toBuffer(),
  );
  console.log(`${file} ${size}×${size}`);
}
