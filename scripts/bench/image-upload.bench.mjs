// What re-encoding an uploaded image costs (packages/server/src/files/image-upload.ts: decode, check,
// encode anew; headshots scaled to 200x200), against reading the same file from disk in the same run.
// Run after `npm run build` (or `npx tsc -b`): node scripts/bench/image-upload.bench.mjs [--runs N]
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { prepareImage } from '../../packages/server/dist/files/image-upload.js';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 15;
const WARM_UPS = 3;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = async (fn) => {
  for (let i = 0; i < WARM_UPS; i += 1) await fn();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return median(times);
};

/** A photo-like picture: smoothed noise (compresses like a photo, unlike a flat colour). */
const photo = (width, height) =>
  sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .blur(1.5)
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => sharp(data, { raw: info }));

const cases = [
  // What the portal's cropper uploads for a signal or user image.
  {
    name: 'headshot, PNG 400x400',
    use: 'headshot',
    make: async () => (await photo(400, 400)).png().toBuffer(),
  },
  {
    name: 'headshot, JPEG 1600x1200',
    use: 'headshot',
    make: async () => (await photo(1600, 1200)).jpeg({ quality: 90 }).toBuffer(),
  },
  {
    name: 'KYC document, JPEG 3000x2000',
    use: 'document',
    make: async () => (await photo(3000, 2000)).jpeg({ quality: 80 }).toBuffer(),
  },
];

const dir = await mkdtemp(join(tmpdir(), 'image-upload-bench-'));
try {
  console.log(
    `image re-encoding, median of ${RUNS} runs after ${WARM_UPS} warm-ups (Node ${process.version}, ${cpus().length} CPUs)`,
  );
  for (const { name, use, make } of cases) {
    const bytes = await make();
    if (bytes.length > 2 * 1024 * 1024)
      throw new Error(`${name} is ${bytes.length} bytes, over the 2 MB upload limit`);
    const file = join(dir, 'upload.bin');
    await writeFile(file, bytes);
    const read = await time(() => readFile(file));
    let stored = 0;
    const encode = await time(async () => {
      const prepared = await prepareImage(bytes, use);
      if (prepared.error) throw new Error(`${name} refused: ${prepared.value}`);
      stored = prepared.value.bytes.length;
    });
    console.log(
      `  ${name.padEnd(30)} ${(bytes.length / 1024).toFixed(0).padStart(5)} KB -> ${(stored / 1024).toFixed(0).padStart(5)} KB` +
        `  re-encode ${encode.toFixed(1).padStart(6)} ms   read file ${read.toFixed(2).padStart(5)} ms   ratio ${(encode / read).toFixed(0)}x`,
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
