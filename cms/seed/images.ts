/**
 * Demo pictures drawn as SVG and rendered with sharp: no downloads, no stock photos. Abstract
 * compositions around the house colours (teal #00AB9F, yellow, deep blue): a concert hall, a
 * violin, a horn, timpani, a harp, a score, stage lights, the river, musicians as coloured
 * portraits with initials, and sponsor logos.
 */
import sharp from 'sharp';
import { Random } from './random';

export const COLOURS = {
  teal: '#00AB9F',
  tealDark: '#00756D',
  tealLight: '#7FD6CF',
  yellow: '#FFD23F',
  yellowDeep: '#F2B705',
  blue: '#1B2A6B',
  blueDeep: '#0E1640',
  blueLight: '#4B64C8',
  cream: '#F6F1E7',
  coral: '#F0785A',
  ink: '#0B1230',
} as const;

const PALETTES: readonly (readonly [string, string, string])[] = [
  [COLOURS.blueDeep, COLOURS.teal, COLOURS.yellow],
  [COLOURS.teal, COLOURS.blue, COLOURS.yellow],
  [COLOURS.blue, COLOURS.tealLight, COLOURS.yellowDeep],
  [COLOURS.yellow, COLOURS.teal, COLOURS.blueDeep],
  [COLOURS.tealDark, COLOURS.yellow, COLOURS.cream],
  [COLOURS.ink, COLOURS.yellowDeep, COLOURS.tealLight],
  [COLOURS.blueLight, COLOURS.yellow, COLOURS.blueDeep],
  [COLOURS.cream, COLOURS.teal, COLOURS.blue],
];

const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

function svg(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function gradient(id: string, from: string, to: string, angle: 'diagonal' | 'vertical' = 'diagonal'): string {
  const [x2, y2] = angle === 'diagonal' ? [1, 1] : [0, 1];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function bokeh(rnd: Random, w: number, h: number, colour: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${rnd.int(0, w)}" cy="${rnd.int(0, h)}" r="${rnd.int(10, 90)}" fill="${colour}" opacity="${(0.08 + rnd.next() * 0.25).toFixed(2)}"/>`;
  }
  return out;
}

type Scene = (rnd: Random, w: number, h: number, p: readonly [string, string, string]) => { body: string; defs: string };

const scenes: Record<string, Scene> = {
  'concert-hall': (rnd, w, h, [bg, accent, light]) => {
    let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
    // organ pipes
    for (let i = 0; i < 30; i++) {
      const x = w * 0.3 + i * (w * 0.4) / 30;
      const ph = h * (0.18 + 0.12 * Math.sin((i / 29) * Math.PI));
      body += `<rect x="${x.toFixed(0)}" y="${(h * 0.38 - ph).toFixed(0)}" width="${(w * 0.009).toFixed(0)}" height="${ph.toFixed(0)}" rx="6" fill="${light}" opacity="0.55"/>`;
    }
    // stage
    body += `<ellipse cx="${w / 2}" cy="${h * 0.52}" rx="${w * 0.42}" ry="${h * 0.1}" fill="${accent}" opacity="0.9"/>`;
    // seat rows
    for (let row = 0; row < 7; row++) {
      const y = h * 0.62 + row * h * 0.055;
      const rx = w * (0.3 + row * 0.05);
      body += `<path d="M ${w / 2 - rx} ${y} Q ${w / 2} ${y + h * 0.08} ${w / 2 + rx} ${y}" stroke="${light}" stroke-width="${10 + row}" fill="none" opacity="${0.35 + row * 0.07}" stroke-dasharray="14 10"/>`;
    }
    // chandeliers
    for (let i = 0; i < 5; i++) {
      const cx = w * (0.15 + i * 0.175);
      body += `<line x1="${cx}" y1="0" x2="${cx}" y2="${h * 0.12}" stroke="${light}" stroke-width="3" opacity="0.6"/><circle cx="${cx}" cy="${h * 0.14}" r="${h * 0.03}" fill="${light}" opacity="0.9"/>`;
    }
    body += bokeh(rnd, w, h * 0.4, light, 18);
    return { body, defs: gradient('bg', bg, COLOURS.ink, 'vertical') };
  },
  violin: (rnd, w, h, [bg, accent, light]) => {
    const cx = w * 0.55;
    const s = h / 1000;
    const body =
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      bokeh(rnd, w, h, light, 14) +
      `<g transform="rotate(-28 ${cx} ${h / 2})">` +
      `<ellipse cx="${cx}" cy="${h / 2 + 170 * s}" rx="${190 * s}" ry="${170 * s}" fill="${accent}"/>` +
      `<ellipse cx="${cx}" cy="${h / 2 - 120 * s}" rx="${160 * s}" ry="${150 * s}" fill="${accent}"/>` +
      `<rect x="${cx - 110 * s}" y="${h / 2 - 40 * s}" width="${220 * s}" height="${120 * s}" fill="${accent}"/>` +
      `<ellipse cx="${cx - 125 * s}" cy="${h / 2 + 25 * s}" rx="${45 * s}" ry="${70 * s}" fill="${bg}"/>` +
      `<ellipse cx="${cx + 125 * s}" cy="${h / 2 + 25 * s}" rx="${45 * s}" ry="${70 * s}" fill="${bg}"/>` +
      `<rect x="${cx - 22 * s}" y="${h / 2 - 620 * s}" width="${44 * s}" height="${420 * s}" rx="${10 * s}" fill="${COLOURS.ink}"/>` +
      `<circle cx="${cx}" cy="${h / 2 - 640 * s}" r="${38 * s}" fill="${COLOURS.ink}"/>` +
      `<path d="M ${cx - 60 * s} ${h / 2 - 20 * s} q ${-20 * s} ${60 * s} 0 ${120 * s}" stroke="${COLOURS.ink}" stroke-width="${8 * s}" fill="none"/>` +
      `<path d="M ${cx + 60 * s} ${h / 2 - 20 * s} q ${20 * s} ${60 * s} 0 ${120 * s}" stroke="${COLOURS.ink}" stroke-width="${8 * s}" fill="none"/>` +
      [-18, -6, 6, 18].map((dx) => `<line x1="${cx + dx * s}" y1="${h / 2 - 600 * s}" x2="${cx + dx * s}" y2="${h / 2 + 280 * s}" stroke="${light}" stroke-width="${3 * s}"/>`).join('') +
      `</g>` +
      `<line x1="${w * 0.1}" y1="${h * 0.85}" x2="${w * 0.9}" y2="${h * 0.15}" stroke="${light}" stroke-width="${6 * s}" opacity="0.8"/>`;
    return { body, defs: gradient('bg', bg, COLOURS.blueDeep) };
  },
  horn: (rnd, w, h, [bg, accent, light]) => {
    const cx = w * 0.5;
    const cy = h * 0.5;
    const r = h * 0.28;
    const body =
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      bokeh(rnd, w, h, light, 16) +
      `<circle cx="${cx}" cy="${cy}" r="${r}" stroke="${accent}" stroke-width="${h * 0.035}" fill="none"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.7}" stroke="${accent}" stroke-width="${h * 0.025}" fill="none"/>` +
      `<path d="M ${cx + r} ${cy} C ${cx + r * 1.4} ${cy + r * 0.2}, ${cx + r * 1.8} ${cy + r * 0.5}, ${cx + r * 2.1} ${cy + r * 1.2} L ${cx + r * 1.3} ${cy + r * 1.35} C ${cx + r * 1.5} ${cy + r * 0.9}, ${cx + r * 1.2} ${cy + r * 0.5}, ${cx + r * 0.95} ${cy + r * 0.3} Z" fill="${accent}"/>` +
      `<circle cx="${cx - r * 0.2}" cy="${cy - r * 0.1}" r="${h * 0.03}" fill="${light}"/><circle cx="${cx}" cy="${cy - r * 0.15}" r="${h * 0.03}" fill="${light}"/><circle cx="${cx + r * 0.2}" cy="${cy - r * 0.1}" r="${h * 0.03}" fill="${light}"/>`;
    return { body, defs: gradient('bg', bg, COLOURS.ink) };
  },
  timpani: (rnd, w, h, [bg, accent, light]) => {
    let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>` + bokeh(rnd, w, h, light, 12);
    for (const [cx, scale] of [
      [w * 0.33, 1],
      [w * 0.67, 0.85],
    ] as const) {
      const rx = h * 0.26 * scale;
      const top = h * 0.45;
      body +=
        `<path d="M ${cx - rx} ${top} Q ${cx - rx * 0.9} ${top + rx * 1.3} ${cx} ${top + rx * 1.35} Q ${cx + rx * 0.9} ${top + rx * 1.3} ${cx + rx} ${top} Z" fill="${accent}"/>` +
        `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${rx * 0.22}" fill="${light}"/>` +
        `<line x1="${cx - rx * 0.6}" y1="${top + rx * 1.1}" x2="${cx - rx * 0.8}" y2="${h * 0.95}" stroke="${COLOURS.ink}" stroke-width="10"/>` +
        `<line x1="${cx + rx * 0.6}" y1="${top + rx * 1.1}" x2="${cx + rx * 0.8}" y2="${h * 0.95}" stroke="${COLOURS.ink}" stroke-width="10"/>`;
    }
    body += `<line x1="${w * 0.45}" y1="${h * 0.1}" x2="${w * 0.36}" y2="${h * 0.38}" stroke="${COLOURS.cream}" stroke-width="8"/><circle cx="${w * 0.36}" cy="${h * 0.39}" r="22" fill="${COLOURS.cream}"/>`;
    return { body, defs: gradient('bg', bg, COLOURS.blueDeep) };
  },
  harp: (rnd, w, h, [bg, accent, light]) => {
    const x0 = w * 0.35;
    const x1 = w * 0.68;
    let body =
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      bokeh(rnd, w, h, light, 14) +
      `<path d="M ${x0} ${h * 0.9} L ${x0 + 30} ${h * 0.12} Q ${(x0 + x1) / 2} ${h * 0.02} ${x1} ${h * 0.3} L ${x0 + 60} ${h * 0.9} Z" fill="none" stroke="${accent}" stroke-width="34" stroke-linejoin="round"/>`;
    for (let i = 1; i < 18; i++) {
      const t = i / 18;
      const x = x0 + 30 + t * (x1 - x0 - 30);
      const topY = h * 0.12 + Math.sin(t * Math.PI) * -h * 0.04 + t * h * 0.18;
      body += `<line x1="${x}" y1="${topY}" x2="${x0 + 30 + t * 20}" y2="${h * 0.88}" stroke="${light}" stroke-width="3" opacity="0.9"/>`;
    }
    return { body, defs: gradient('bg', bg, COLOURS.ink) };
  },
  score: (rnd, w, h, [bg, accent, light]) => {
    let body = `<rect width="${w}" height="${h}" fill="${COLOURS.cream}"/><rect width="${w}" height="${h}" fill="url(#bg)" opacity="0.25"/>`;
    for (let staff = 0; staff < 5; staff++) {
      const y0 = h * 0.14 + staff * h * 0.17;
      for (let l = 0; l < 5; l++) body += `<line x1="${w * 0.06}" y1="${y0 + l * 14}" x2="${w * 0.94}" y2="${y0 + l * 14}" stroke="${COLOURS.ink}" stroke-width="2" opacity="0.6"/>`;
      for (let n = 0; n < 16; n++) {
        const x = w * 0.1 + n * (w * 0.82) / 16 + rnd.int(-8, 8);
        const y = y0 + rnd.int(-2, 6) * 7;
        const colour = n % 5 === 0 ? accent : COLOURS.ink;
        body += `<ellipse cx="${x}" cy="${y}" rx="11" ry="8" transform="rotate(-20 ${x} ${y})" fill="${colour}"/><line x1="${x + 10}" y1="${y}" x2="${x + 10}" y2="${y - 50}" stroke="${colour}" stroke-width="3"/>`;
      }
    }
    body += `<circle cx="${w * 0.82}" cy="${h * 0.78}" r="${h * 0.16}" fill="${light}" opacity="0.55"/>`;
    return { body, defs: gradient('bg', bg, accent) };
  },
  'stage-lights': (rnd, w, h, [bg, accent, light]) => {
    let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
    for (let i = 0; i < 6; i++) {
      const x = w * (0.1 + i * 0.16);
      const spread = w * 0.12;
      const colour = i % 2 ? accent : light;
      body += `<polygon points="${x},0 ${x - spread + rnd.int(-40, 40)},${h} ${x + spread + rnd.int(-40, 40)},${h}" fill="${colour}" opacity="0.22"/>`;
    }
    for (let i = 0; i < 14; i++) {
      const x = w * 0.08 + i * w * 0.065;
      const hh = h * (0.1 + rnd.next() * 0.12);
      body += `<rect x="${x}" y="${h - hh - h * 0.05}" width="${w * 0.03}" height="${hh}" rx="${w * 0.015}" fill="${COLOURS.ink}"/><circle cx="${x + w * 0.015}" cy="${h - hh - h * 0.08}" r="${w * 0.016}" fill="${COLOURS.ink}"/>`;
    }
    body += `<rect y="${h * 0.95}" width="${w}" height="${h * 0.05}" fill="${COLOURS.ink}"/>`;
    return { body, defs: gradient('bg', bg, COLOURS.blueDeep, 'vertical') };
  },
  river: (rnd, w, h, [bg, accent, light]) => {
    let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="${w * 0.78}" cy="${h * 0.25}" r="${h * 0.12}" fill="${COLOURS.yellow}"/>`;
    // the concert house on the bank
    body += `<path d="M ${w * 0.12} ${h * 0.55} L ${w * 0.22} ${h * 0.3} L ${w * 0.42} ${h * 0.36} L ${w * 0.5} ${h * 0.55} Z" fill="${COLOURS.cream}" opacity="0.95"/>`;
    for (let i = 0; i < 8; i++) {
      const y = h * 0.55 + i * h * 0.06;
      let d = `M 0 ${y}`;
      for (let x = 0; x <= w; x += w / 8) d += ` q ${w / 32} ${-(10 + i * 2)} ${w / 16} 0 t ${w / 16} 0`;
      body += `<path d="${d}" stroke="${i % 2 ? accent : light}" stroke-width="${10 + i * 3}" fill="none" opacity="${0.5 + i * 0.05}"/>`;
    }
    body += bokeh(rnd, w, h * 0.4, COLOURS.cream, 8);
    return { body, defs: gradient('bg', bg, COLOURS.blue, 'vertical') };
  },
  geometric: (rnd, w, h, [bg, accent, light]) => {
    let body = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
    const size = w / 10;
    for (let x = 0; x < 10; x++) {
      for (let y = 0; y < Math.ceil(h / size); y++) {
        const colour = rnd.pick([accent, light, bg, COLOURS.cream, COLOURS.ink]);
        const px = x * size;
        const py = y * size;
        body += rnd.next() < 0.5 ? `<polygon points="${px},${py} ${px + size},${py} ${px},${py + size}" fill="${colour}"/>` : `<circle cx="${px + size / 2}" cy="${py + size / 2}" r="${size / 2.4}" fill="${colour}"/>`;
      }
    }
    return { body, defs: '' };
  },
  'orchestra-seating': (rnd, w, h, [bg, accent, light]) => {
    let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
    const colours = [accent, light, COLOURS.cream, COLOURS.coral];
    for (let row = 0; row < 4; row++) {
      const r = h * (0.22 + row * 0.15);
      const count = 10 + row * 6;
      for (let i = 0; i < count; i++) {
        const a = Math.PI + (i + 0.5) * (Math.PI / count);
        body += `<circle cx="${(w / 2 + Math.cos(a) * r * 1.4).toFixed(1)}" cy="${(h * 0.92 + Math.sin(a) * r).toFixed(1)}" r="${h * 0.022}" fill="${colours[row]}"/>`;
      }
    }
    body += `<rect x="${w / 2 - 30}" y="${h * 0.8}" width="60" height="60" rx="8" fill="${COLOURS.yellow}"/>`;
    body += bokeh(rnd, w, h * 0.3, light, 6);
    return { body, defs: gradient('bg', bg, COLOURS.ink, 'vertical') };
  },
  microphone: (rnd, w, h, [bg, accent, light]) => {
    const cx = w * 0.5;
    let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>` + bokeh(rnd, w, h, light, 10);
    for (let i = 1; i <= 5; i++) body += `<circle cx="${cx}" cy="${h * 0.38}" r="${h * 0.1 + i * h * 0.07}" stroke="${light}" stroke-width="6" fill="none" opacity="${0.6 - i * 0.1}"/>`;
    body +=
      `<rect x="${cx - h * 0.08}" y="${h * 0.18}" width="${h * 0.16}" height="${h * 0.32}" rx="${h * 0.08}" fill="${accent}"/>` +
      `<path d="M ${cx - h * 0.13} ${h * 0.38} v ${h * 0.04} a ${h * 0.13} ${h * 0.13} 0 0 0 ${h * 0.26} 0 v ${-h * 0.04}" stroke="${COLOURS.cream}" stroke-width="10" fill="none"/>` +
      `<line x1="${cx}" y1="${h * 0.55}" x2="${cx}" y2="${h * 0.8}" stroke="${COLOURS.cream}" stroke-width="10"/><rect x="${cx - h * 0.1}" y="${h * 0.8}" width="${h * 0.2}" height="14" rx="7" fill="${COLOURS.cream}"/>`;
    return { body, defs: gradient('bg', bg, COLOURS.ink) };
  },
  camera: (rnd, w, h, [bg, accent, light]) => {
    const cx = w * 0.5;
    const cy = h * 0.5;
    const body =
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      bokeh(rnd, w, h, light, 16) +
      `<rect x="${cx - h * 0.35}" y="${cy - h * 0.2}" width="${h * 0.55}" height="${h * 0.4}" rx="30" fill="${accent}"/>` +
      `<polygon points="${cx + h * 0.22},${cy - h * 0.05} ${cx + h * 0.42},${cy - h * 0.17} ${cx + h * 0.42},${cy + h * 0.17} ${cx + h * 0.22},${cy + h * 0.05}" fill="${accent}"/>` +
      `<circle cx="${cx - h * 0.2}" cy="${cy - h * 0.3}" r="${h * 0.1}" fill="none" stroke="${light}" stroke-width="14"/>` +
      `<circle cx="${cx + h * 0.02}" cy="${cy - h * 0.3}" r="${h * 0.1}" fill="none" stroke="${light}" stroke-width="14"/>` +
      `<polygon points="${cx - h * 0.12},${cy - h * 0.08} ${cx + h * 0.04},${cy} ${cx - h * 0.12},${cy + h * 0.08}" fill="${COLOURS.cream}"/>`;
    return { body, defs: gradient('bg', bg, COLOURS.blueDeep) };
  },
  book: (rnd, w, h, [bg, accent, light]) => {
    const cx = w * 0.5;
    const top = h * 0.25;
    let body =
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      bokeh(rnd, w, h, light, 10) +
      `<path d="M ${cx} ${top + 30} Q ${cx - w * 0.12} ${top - 20} ${cx - w * 0.28} ${top} L ${cx - w * 0.28} ${h * 0.8} Q ${cx - w * 0.12} ${h * 0.76} ${cx} ${h * 0.82} Z" fill="${COLOURS.cream}"/>` +
      `<path d="M ${cx} ${top + 30} Q ${cx + w * 0.12} ${top - 20} ${cx + w * 0.28} ${top} L ${cx + w * 0.28} ${h * 0.8} Q ${cx + w * 0.12} ${h * 0.76} ${cx} ${h * 0.82} Z" fill="${COLOURS.cream}" opacity="0.92"/>`;
    for (let i = 0; i < 9; i++) {
      const y = top + 60 + i * h * 0.05;
      body += `<line x1="${cx - w * 0.24}" y1="${y}" x2="${cx - w * 0.04}" y2="${y + 8}" stroke="${i % 3 ? COLOURS.ink : accent}" stroke-width="6" opacity="0.5"/>`;
      body += `<line x1="${cx + w * 0.04}" y1="${y + 8}" x2="${cx + w * 0.24}" y2="${y}" stroke="${i % 4 ? COLOURS.ink : accent}" stroke-width="6" opacity="0.5"/>`;
    }
    return { body, defs: gradient('bg', bg, accent) };
  },
  waves: (rnd, w, h, [bg, accent, light]) => {
    let body = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
    for (let i = 0; i < 24; i++) {
      const amp = h * (0.04 + rnd.next() * 0.12);
      const y = h * 0.5 + (i - 12) * 6;
      let d = `M 0 ${y}`;
      for (let x = 0; x <= w; x += w / 12) d += ` Q ${x + w / 48} ${y - amp} ${x + w / 24} ${y} T ${x + w / 12} ${y}`;
      body += `<path d="${d}" stroke="${i % 3 === 0 ? light : accent}" stroke-width="3" fill="none" opacity="${0.3 + (i % 5) * 0.12}"/>`;
    }
    return { body, defs: '' };
  },
};

export const SCENE_NAMES = Object.keys(scenes);

/**
 * Scenes are drawn on a 1600×1000 canvas and rasterised at this scale (1280×800): the renditions of
 * the seed's pictures are most of its time, and 0.64 of the pixels are about that much less work,
 * while the largest rendition a page uses (horizontal, 1240×700) still has its full size.
 */
export const SCENE_SCALE = 0.8;

/** A scene picture as PNG (drawn at width×height, rasterised at `scale`). */
export function scenePng(name: string, variant: number, width = 1600, height = 1000, scale = SCENE_SCALE): Promise<Buffer> {
  const scene = scenes[name];
  if (!scene) throw new Error(`unknown scene ${name}`);
  const rnd = new Random(variant * 7919 + name.length * 104729);
  const { body, defs } = scene(rnd, width, height, PALETTES[variant % PALETTES.length]);
  // librsvg renders SVG at 72 dpi: a lower density rasterises the same drawing smaller
  return sharp(Buffer.from(svg(width, height, body, defs)), { density: 72 * scale }).png({ compressionLevel: 3 }).toBuffer();
}

/** A musician's portrait: coloured background, head-and-shoulders silhouette, initials (placed to survive the cover crops). */
export function portraitPng(initials: string, variant: number, width = 480, height = 600): Promise<Buffer> {
  const [bg, accent, light] = PALETTES[variant % PALETTES.length];
  const rnd = new Random(variant * 31 + 7);
  const cx = width / 2 + rnd.int(-30, 30);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    bokeh(rnd, width, height * 0.6, light, 6) +
    `<ellipse cx="${cx}" cy="${height * 1.02}" rx="${width * 0.42}" ry="${height * 0.36}" fill="${accent}"/>` +
    `<rect x="${cx - width * 0.07}" y="${height * 0.5}" width="${width * 0.14}" height="${height * 0.2}" fill="${accent}"/>` +
    `<ellipse cx="${cx}" cy="${height * 0.4}" rx="${width * 0.17}" ry="${height * 0.16}" fill="${accent}"/>` +
    `<circle cx="${width * 0.8}" cy="${height * 0.3}" r="${width * 0.11}" fill="${COLOURS.cream}" opacity="0.92"/>` +
    `<text x="${width * 0.8}" y="${height * 0.3}" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${width * 0.1}" fill="${bg}">${esc(initials)}</text>`;
  return sharp(Buffer.from(svg(width, height, body, gradient('bg', bg, COLOURS.ink, 'vertical')))).png({ compressionLevel: 3 }).toBuffer();
}

/** An ensemble: a row of silhouettes. */
export function ensemblePng(count: number, variant: number, width = 1600, height = 1000): Promise<Buffer> {
  const [bg, accent, light] = PALETTES[variant % PALETTES.length];
  const rnd = new Random(variant * 97 + count);
  let body = `<rect width="${width}" height="${height}" fill="url(#bg)"/>` + bokeh(rnd, width, height * 0.5, light, 10);
  for (let i = 0; i < count; i++) {
    const cx = width * ((i + 0.5) / count);
    const scale = 0.8 + rnd.next() * 0.25;
    const colour = i % 2 ? accent : light;
    body +=
      `<ellipse cx="${cx}" cy="${height * 1.0}" rx="${(width / count) * 0.42 * scale}" ry="${height * 0.3 * scale}" fill="${colour}"/>` +
      `<ellipse cx="${cx}" cy="${height * (0.62 - 0.06 * scale)}" rx="${(width / count) * 0.16 * scale}" ry="${height * 0.1 * scale}" fill="${colour}"/>`;
  }
  return sharp(Buffer.from(svg(width, height, body, gradient('bg', bg, COLOURS.ink, 'vertical')))).png({ compressionLevel: 3 }).toBuffer();
}

/** A sponsor logo: a simple mark and the name. */
export function logoPng(name: string, variant: number, width = 600, height = 300): Promise<Buffer> {
  const [, accent, light] = PALETTES[variant % PALETTES.length];
  const mark =
    variant % 3 === 0
      ? `<circle cx="90" cy="${height / 2}" r="55" fill="${accent}"/><circle cx="120" cy="${height / 2}" r="35" fill="${light}" opacity="0.9"/>`
      : variant % 3 === 1
        ? `<polygon points="40,${height / 2 + 55} 100,${height / 2 - 60} 160,${height / 2 + 55}" fill="${accent}"/><rect x="70" y="${height / 2 + 10}" width="60" height="45" fill="${light}"/>`
        : `<rect x="40" y="${height / 2 - 55}" width="110" height="110" rx="24" fill="${accent}"/><path d="M 60 ${height / 2 + 20} q 35 -60 70 0" stroke="${COLOURS.cream}" stroke-width="12" fill="none"/>`;
  const words = name.split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = name.length > 14 && words.length > 1 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [name];
  const longest = Math.max(...lines.map((l) => l.length));
  const fontSize = Math.min(44, Math.floor((width - 215) / (longest * 0.62)));
  const text = lines
    .map(
      (line, i) =>
        `<text x="190" y="${height / 2 + (i - (lines.length - 1) / 2) * fontSize * 1.2}" dy="0.35em" font-family="${FONT}" font-weight="700" font-size="${fontSize}" fill="${COLOURS.ink}">${esc(line)}</text>`,
    )
    .join('');
  return sharp(Buffer.from(svg(width, height, `<rect width="${width}" height="${height}" fill="#ffffff"/>${mark}${text}`))).png().toBuffer();
}
