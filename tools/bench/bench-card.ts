/**
 * `npm run bench:card`: what a generated social card costs, by phase, on one core (sharp's
 * threads set to one, as in a card thread among others): the SVG of glyph outlines, librsvg's
 * raster alone, and the whole card with each PNG setting tried (size per card too: a card must
 * stay under 300 KB). Settings alternate round by round so machine noise hits them alike;
 * the median of the rounds is printed, in wall time and in CPU time of this process (which moves
 * far less than the wall time on a shared machine: decision 078).
 */
import { performance } from "node:perf_hooks";
import sharp, { type PngOptions } from "sharp";
import { cardSvg } from "#app/images/index.server.ts";
import { takesNoArguments } from "#tools/cli/command-line.ts";

takesNoArguments("bench:card");
sharp.concurrency(1);

const CARDS = Number(process.env.BENCH_CARDS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SITE = "Domain Chronicle";
const titleOf = (round: number, index: number) =>
  `How to pick a brandable domain name, part ${round * CARDS + index}: what the auction did not say`;

type Step = (svg: string) => Promise<number>;
const encode =
  (options: PngOptions, opaque = false): Step =>
  async (svg) => {
    const image = sharp(Buffer.from(svg));
    return (await (opaque ? image.removeAlpha() : image).png(options).toBuffer()).length;
  };

const STEPS: [string, Step][] = [
  [
    "raster only (librsvg, no encoding)",
    async (svg) => (await sharp(Buffer.from(svg)).raw().toBuffer()).length * 0,
  ],
  ["PNG level 6 (RGBA)", encode({ compressionLevel: 6 })],
  ["PNG level 6 (RGB)", encode({ compressionLevel: 6 }, true)],
  ["PNG level 3 (RGBA)", encode({ compressionLevel: 3 })],
  ["PNG level 1 (RGBA, the card's)", encode({ compressionLevel: 1 })],
  ["PNG level 1 (RGB)", encode({ compressionLevel: 1 }, true)],
  ["PNG palette of 16 colours", encode({ palette: true, colours: 16, effort: 1, dither: 0 })],
];

const times = new Map<string, number[]>(STEPS.map(([label]) => [label, []]));
const cpuTimes = new Map<string, number[]>(STEPS.map(([label]) => [label, []]));
const sizes = new Map<string, number>();
const svgTimes: number[] = [];
await encode({})(cardSvg({ title: "warm up", site: SITE }));
for (let round = 0; round < ROUNDS; round++) {
  const started = performance.now();
  const svgs = Array.from({ length: CARDS }, (_, index) =>
    cardSvg({ title: titleOf(round, index), site: SITE }),
  );
  svgTimes.push((performance.now() - started) / CARDS);
  // Every other round in the opposite order: what runs after a slower setting is not favoured.
  for (const [label, step] of round % 2 ? [...STEPS].reverse() : STEPS) {
    const stepStarted = performance.now();
    const cpuStarted = process.cpuUsage();
    let bytes = 0;
    for (const svg of svgs) bytes += await step(svg);
    times.get(label)?.push((performance.now() - stepStarted) / CARDS);
    const cpu = process.cpuUsage(cpuStarted);
    cpuTimes.get(label)?.push((cpu.user + cpu.system) / 1000 / CARDS);
    sizes.set(label, bytes / CARDS);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
console.log(`${CARDS} cards × ${ROUNDS} rounds, median ms per card (wall; CPU):`);
console.log(`  SVG of glyph outlines: ${median(svgTimes).toFixed(2)} ms`);
for (const [label] of STEPS) {
  const size = sizes.get(label) ?? 0;
  const kb = size > 0 ? `, ${(size / 1024).toFixed(0)} KB` : "";
  const cpu = median(cpuTimes.get(label) ?? []).toFixed(2);
  console.log(`  ${label}: ${median(times.get(label) ?? []).toFixed(2)} ms; CPU ${cpu} ms${kb}`);
}
