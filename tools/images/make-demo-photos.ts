/**
 * Draws the demo content's photographs (`npm run demo-photos`): SVG scenes with soft light,
 * rendered by sharp and given a film grain, so the image pipeline has real raster photos to
 * work on. Made for this project and dedicated to the public domain (CC0, content/images/LICENSE).
 */
import path from "node:path";
import sharp from "sharp";
import { readSiteEnvOrExit } from "#app/config/index.server.ts";
import { takesNoArguments } from "#tools/cli/command-line.ts";

takesNoArguments("demo-photos");

interface Scene {
  file: string;
  width: number;
  height: number;
  /** SVG body drawn on a 100×(100·height/width) canvas. */
  draw: (h: number) => string;
}

const light = (id: string, from: string, to: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const shadow = `<filter id="soft"><feGaussianBlur stdDeviation="1.2"/></filter>`;

const SCENES: Scene[] = [
  {
    file: "images/blog/valuation-desk.jpg",
    width: 2400,
    height: 1600,
    draw: (
      h,
    ) => `<defs>${light("wall", "#f3e3c7", "#b98b5e")}${light("desk", "#7a4a2a", "#3b2314")}${shadow}</defs>
      <rect width="100" height="${h}" fill="url(#wall)"/>
      <circle cx="82" cy="14" r="10" fill="#fff6df" opacity="0.55"/>
      <rect y="${h * 0.62}" width="100" height="${h * 0.38}" fill="url(#desk)"/>
      ${[0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<ellipse cx="${24 + i * 1.5}" cy="${h * 0.66 - i * 1.6}" rx="6" ry="1.6" fill="#d9a441" stroke="#8a6420" stroke-width="0.3"/>`,
        )
        .join("")}
      <ellipse cx="62" cy="${h * 0.72}" rx="20" ry="2" fill="#000" opacity="0.35" filter="url(#soft)"/>
      <rect x="44" y="${h * 0.36}" width="36" height="${h * 0.34}" rx="1.5" fill="#e9eef2" stroke="#5b6770" stroke-width="0.6"/>
      <polyline points="48,${h * 0.6} 56,${h * 0.55} 63,${h * 0.58} 70,${h * 0.45} 76,${h * 0.42}" fill="none" stroke="#2f7d4f" stroke-width="1.1"/>`,
  },
  {
    file: "images/products/appraisal-report.jpg",
    width: 1600,
    height: 1200,
    draw: (h) => `<defs>${light("bg", "#dfe8ef", "#8ea3b5")}${shadow}</defs>
      <rect width="100" height="${h}" fill="url(#bg)"/>
      <ellipse cx="52" cy="${h * 0.86}" rx="30" ry="3" fill="#000" opacity="0.3" filter="url(#soft)"/>
      <rect x="27" y="${h * 0.14}" width="46" height="${h * 0.72}" fill="#fdfcf7" transform="rotate(-6 50 ${h / 2})"/>
      ${[0, 1, 2, 3, 4, 5, 6]
        .map(
          (i) =>
            `<rect x="33" y="${h * 0.26 + i * 4.5}" width="${30 - (i % 3) * 6}" height="1.2" fill="#6d7b86" transform="rotate(-6 50 ${h / 2})"/>`,
        )
        .join("")}
      <circle cx="62" cy="${h * 0.72}" r="6" fill="#c0392b" opacity="0.85"/>`,
  },
  {
    file: "images/products/auction-gavel.jpg",
    width: 1600,
    height: 1200,
    draw: (
      h,
    ) => `<defs>${light("bg", "#3d2b1f", "#120b07")}${light("wood", "#b5733c", "#6e3d1b")}${shadow}</defs>
      <rect width="100" height="${h}" fill="url(#bg)"/>
      <ellipse cx="50" cy="${h * 0.8}" rx="26" ry="4" fill="url(#wood)"/>
      <rect x="20" y="${h * 0.38}" width="44" height="5" rx="2.5" fill="url(#wood)" transform="rotate(-20 42 ${h * 0.4})"/>
      <rect x="56" y="${h * 0.22}" width="12" height="24" rx="3" fill="url(#wood)" transform="rotate(-20 62 ${h * 0.34})"/>
      <circle cx="74" cy="16" r="14" fill="#ffdca8" opacity="0.18"/>`,
  },
  {
    file: "images/products/lease-keys.jpg",
    width: 1600,
    height: 1200,
    draw: (
      h,
    ) => `<defs>${light("bg", "#e7f1e4", "#7fa27a")}${light("brass", "#f4d27a", "#a5771f")}${shadow}</defs>
      <rect width="100" height="${h}" fill="url(#bg)"/>
      <ellipse cx="50" cy="${h * 0.82}" rx="28" ry="3" fill="#000" opacity="0.25" filter="url(#soft)"/>
      <circle cx="36" cy="${h * 0.42}" r="11" fill="none" stroke="url(#brass)" stroke-width="4"/>
      <rect x="45" y="${h * 0.4}" width="32" height="4" fill="url(#brass)"/>
      <rect x="68" y="${h * 0.4 + 4}" width="3" height="6" fill="url(#brass)"/>
      <rect x="73" y="${h * 0.4 + 4}" width="3" height="4" fill="url(#brass)"/>`,
  },
];

/** Grain: blurred gaussian noise laid over the scene, as a camera sensor would add. */
async function render(scene: Scene, contentDir: string): Promise<void> {
  const h = (100 * scene.height) / scene.width;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 ${h}" width="${scene.width}" height="${scene.height}">${scene.draw(h)}</svg>`;
  const { width, height } = scene;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 24 },
    },
  })
    .blur(0.8)
    .png()
    .toBuffer();
  await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(path.join(contentDir, scene.file));
}

const { contentDir } = readSiteEnvOrExit();
for (const scene of SCENES) {
  await render(scene, contentDir);
  console.log(`drew ${scene.file}`);
}
