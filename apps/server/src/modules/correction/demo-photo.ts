/**
 * A photo of handwritten work made in code for the demo data (scripts/seed/seed-corrections.ts seeds its
 * `answer_photos` row; the correction module writes the bytes to the storage at start when they are
 * missing, as the content module does for its demo material). A grey-scale PNG of a few pen strokes on
 * ruled paper: "x² − 4x + 3 = 0" worked to "x = 1, x = 3", drawn as lines, deterministic byte for byte.
 */
import { crc32, deflateSync } from 'node:zlib';

/**
 * The names of the demo answers' photos (`<uuid>.png`, as uploads are named; one per answer, since a photo
 * belongs to one student's answer) and the one file they share, kept under the brand as uploads are.
 */
export const DEMO_PHOTO_NAMES = [
  '5eed0000-0000-4000-8000-00000000c0de.png',
  '5eed0000-0000-4000-8000-00000000c0df.png',
  // the photo of the working of a demo error correction (scripts/seed/seed-error-corrections.ts)
  '5eed0000-0000-4000-8000-00000000c0e0.png',
];
export const demoPhotoKey = (brandId: number) => `photos/${brandId}/5eed0000-0000-4000-8000-00000000c0de.png`;

const WIDTH = 360;
const HEIGHT = 200;

type Point = [number, number];

/** The strokes, in pixels: two lines of "handwriting" (digits and signs made of segments). */
const STROKES: Point[][] = [
  // x
  [
    [20, 40],
    [44, 72],
  ],
  [
    [44, 40],
    [20, 72],
  ],
  // ²
  [
    [48, 30],
    [56, 26],
    [60, 32],
    [48, 44],
    [62, 44],
  ],
  // −
  [
    [74, 56],
    [94, 56],
  ],
  // 4
  [
    [116, 38],
    [104, 62],
    [124, 62],
  ],
  [
    [118, 48],
    [118, 74],
  ],
  // x
  [
    [130, 48],
    [150, 74],
  ],
  [
    [150, 48],
    [130, 74],
  ],
  // +
  [
    [162, 60],
    [182, 60],
  ],
  [
    [172, 50],
    [172, 70],
  ],
  // 3
  [
    [194, 42],
    [208, 40],
    [212, 50],
    [200, 56],
    [214, 62],
    [210, 72],
    [194, 72],
  ],
  // =
  [
    [226, 54],
    [246, 54],
  ],
  [
    [226, 64],
    [246, 64],
  ],
  // 0
  [
    [266, 40],
    [258, 50],
    [258, 66],
    [266, 74],
    [276, 66],
    [276, 50],
    [266, 40],
  ],
  // second line: x = 1
  [
    [20, 120],
    [42, 150],
  ],
  [
    [42, 120],
    [20, 150],
  ],
  [
    [56, 130],
    [76, 130],
  ],
  [
    [56, 140],
    [76, 140],
  ],
  [
    [90, 124],
    [98, 116],
    [98, 152],
  ],
  // , x = 3
  [
    [112, 150],
    [108, 158],
  ],
  [
    [130, 120],
    [152, 150],
  ],
  [
    [152, 120],
    [130, 150],
  ],
  [
    [166, 130],
    [186, 130],
  ],
  [
    [166, 140],
    [186, 140],
  ],
  [
    [200, 120],
    [214, 118],
    [218, 128],
    [206, 134],
    [220, 140],
    [216, 150],
    [200, 150],
  ],
];

/** The image as grey levels, one byte per pixel: paper, its blue-grey rules, dark pen lines ~3 px wide. */
function pixels(): Uint8Array {
  const img = new Uint8Array(WIDTH * HEIGHT).fill(246);
  for (let y = 24; y < HEIGHT; y += 40) img.fill(205, y * WIDTH, (y + 1) * WIDTH);
  const dot = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && px < WIDTH && py >= 0 && py < HEIGHT) img[py * WIDTH + px] = 40;
      }
    }
  };
  for (const stroke of STROKES) {
    for (let i = 1; i < stroke.length; i++) {
      const [x0, y0] = stroke[i - 1] as Point;
      const [x1, y1] = stroke[i] as Point;
      const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
      for (let s = 0; s <= steps; s++) dot(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps);
    }
  }
  return img;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** The PNG (8-bit grey, no interlace), a few kilobytes. */
export function demoPhotoPng(): Buffer {
  const img = pixels();
  const raw = Buffer.alloc((WIDTH + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    raw[y * (WIDTH + 1)] = 0; // filter: none
    raw.set(img.subarray(y * WIDTH, (y + 1) * WIDTH), y * (WIDTH + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(WIDTH, 0);
  ihdr.writeUInt32BE(HEIGHT, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // colour type: grey
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
