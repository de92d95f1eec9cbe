'use strict';

/**
 * Small drawing vocabulary on top of ImageMagick's `convert` arguments: flat illustrations in
 * the brand colours (screens, shelves, people, buildings). Every function returns an array of
 * arguments to append to a convert command whose canvas already exists.
 */

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

const C = {
  blue: '#005897',
  blueLight: '#2f86c6',
  sky: '#cfe3f3',
  dark: '#003a63',
  navy: '#0b2540',
  orange: '#f19001',
  orangeLight: '#f7c46c',
  grey: '#615f5d',
  greyLight: '#b9b7b4',
  light: '#eef3f8',
  paper: '#f5f6f8',
  white: '#ffffff',
  bezel: '#1d242c',
  wood: '#c99a6b',
  green: '#3f9b6e',
};

const round = (n) => Math.round(n);

function fill(color, stroke = 'none', strokeWidth = 0) {
  return ['-fill', color, '-stroke', stroke, '-strokewidth', String(strokeWidth)];
}

function rect(x, y, w, h, color, r = 0) {
  const box = `${round(x)},${round(y)} ${round(x + w)},${round(y + h)}`;
  return [...fill(color), '-draw', r > 0 ? `roundrectangle ${box} ${r},${r}` : `rectangle ${box}`];
}

function outline(x, y, w, h, color, width = 3, r = 0) {
  const box = `${round(x)},${round(y)} ${round(x + w)},${round(y + h)}`;
  return [...fill('none', color, width), '-draw', r > 0 ? `roundrectangle ${box} ${r},${r}` : `rectangle ${box}`];
}

function circle(cx, cy, r, color) {
  return [...fill(color), '-draw', `circle ${round(cx)},${round(cy)} ${round(cx + r)},${round(cy)}`];
}

function ellipse(cx, cy, rx, ry, color) {
  return [...fill(color), '-draw', `ellipse ${round(cx)},${round(cy)} ${round(rx)},${round(ry)} 0,360`];
}

function poly(points, color) {
  return [...fill(color), '-draw', `polygon ${points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ')}`];
}

function line(x1, y1, x2, y2, color, width = 3) {
  return [...fill('none', color, width), '-draw', `line ${round(x1)},${round(y1)} ${round(x2)},${round(y2)}`];
}

/** A gradient rectangle composited at (x, y). */
function gradient(x, y, w, h, from, to, angle = 135) {
  return [
    '(', '-size', `${round(w)}x${round(h)}`, '-define', `gradient:angle=${angle}`, `gradient:${from}-${to}`, ')',
    '-geometry', `+${round(x)}+${round(y)}`, '-composite',
  ];
}

function text(x, y, size, color, str, { bold = false } = {}) {
  return ['-font', bold ? FONT_BOLD : FONT, '-pointsize', String(size), ...fill(color), '-annotate', `+${round(x)}+${round(y)}`, str];
}

/** Lines of "text" as rounded bars: reads as copy without words to translate. */
function bars(x, y, widths, height, gap, color) {
  return widths.flatMap((w, i) => rect(x, y + i * (height + gap), w, height, color, height / 2));
}

const palettes = [
  [C.blue, C.dark],
  [C.dark, C.navy],
  [C.blueLight, C.blue],
  [C.orange, '#c46f00'],
];

/**
 * Contents of a screen, drawn inside the rectangle (x, y, w, h).
 * kinds: promo (offer with a price tag), chart (bars), grid (menu or catalogue), turn (queue
 * number), chat (message bubbles), map (wayfinding).
 */
function screenContent(x, y, w, h, kind = 'promo', palette = 0) {
  const [from, to] = palettes[palette % palettes.length];
  const out = gradient(x, y, w, h, from, to, 135);
  const u = Math.min(w, h);
  switch (kind) {
    case 'chart': {
      const n = 5;
      const bw = (w * 0.6) / n;
      for (let i = 0; i < n; i += 1) {
        const bh = h * (0.18 + 0.12 * ((i * 7) % 5));
        out.push(...rect(x + w * 0.12 + i * bw * 1.25, y + h * 0.85 - bh, bw, bh, i === n - 1 ? C.orange : 'rgba(255,255,255,0.85)', 3));
      }
      out.push(...bars(x + w * 0.12, y + h * 0.1, [w * 0.4, w * 0.25], Math.max(4, u * 0.05), u * 0.04, 'rgba(255,255,255,0.9)'));
      break;
    }
    case 'grid': {
      const cols = 3;
      const rows = 2;
      const cw = (w * 0.84) / cols;
      const ch = (h * 0.62) / rows;
      out.push(...rect(x + w * 0.08, y + h * 0.08, w * 0.45, Math.max(4, h * 0.08), 'rgba(255,255,255,0.95)', 4));
      for (let r = 0; r < rows; r += 1) {
        for (let c = 0; c < cols; c += 1) {
          const cx = x + w * 0.08 + c * cw;
          const cy = y + h * 0.25 + r * ch;
          out.push(...rect(cx + 4, cy + 4, cw - 8, ch - 8, 'rgba(255,255,255,0.16)', 6));
          out.push(...circle(cx + cw / 2, cy + ch * 0.42, Math.min(cw, ch) * 0.2, (r + c) % 2 ? C.orangeLight : C.sky));
          out.push(...rect(cx + cw * 0.25, cy + ch * 0.72, cw * 0.5, Math.max(3, ch * 0.08), C.orange, 3));
        }
      }
      break;
    }
    case 'turn': {
      out.push(...rect(x + w * 0.06, y + h * 0.1, w * 0.52, h * 0.8, 'rgba(255,255,255,0.95)', 8));
      out.push(...text(x + w * 0.12, y + h * 0.62, Math.round(h * 0.34), C.dark, 'A-24', { bold: true }));
      out.push(...bars(x + w * 0.64, y + h * 0.16, [w * 0.28, w * 0.2, w * 0.28, w * 0.2, w * 0.24], Math.max(4, h * 0.07), h * 0.07, 'rgba(255,255,255,0.85)'));
      out.push(...rect(x + w * 0.64, y + h * 0.8, w * 0.28, Math.max(4, h * 0.08), C.orange, 4));
      break;
    }
    case 'chat': {
      const bw = w * 0.62;
      const bh = h * 0.13;
      for (let i = 0; i < 4; i += 1) {
        const mine = i % 2 === 1;
        const bx = mine ? x + w - bw - w * 0.08 : x + w * 0.08;
        out.push(...rect(bx, y + h * 0.1 + i * bh * 1.6, bw, bh, mine ? C.orange : 'rgba(255,255,255,0.92)', bh / 2.5));
      }
      break;
    }
    case 'map': {
      out.push(...rect(x + w * 0.08, y + h * 0.12, w * 0.84, h * 0.76, 'rgba(255,255,255,0.15)', 8));
      out.push(...line(x + w * 0.18, y + h * 0.75, x + w * 0.45, y + h * 0.4, C.orange, Math.max(3, u * 0.03)));
      out.push(...line(x + w * 0.45, y + h * 0.4, x + w * 0.78, y + h * 0.3, C.orange, Math.max(3, u * 0.03)));
      out.push(...circle(x + w * 0.78, y + h * 0.3, u * 0.07, C.white));
      out.push(...circle(x + w * 0.18, y + h * 0.75, u * 0.05, C.orange));
      break;
    }
    default: {
      // promo
      out.push(...circle(x + w * 0.72, y + h * 0.48, u * 0.3, C.orange));
      out.push(...circle(x + w * 0.72, y + h * 0.48, u * 0.2, C.orangeLight));
      out.push(...bars(x + w * 0.08, y + h * 0.22, [w * 0.42, w * 0.34, w * 0.26], Math.max(5, h * 0.08), h * 0.06, 'rgba(255,255,255,0.92)'));
      out.push(...rect(x + w * 0.08, y + h * 0.66, w * 0.22, Math.max(6, h * 0.14), C.orange, 6));
    }
  }
  return out;
}

/** A flat-panel screen with a bezel; returns args. */
function screen(x, y, w, h, kind, palette, { bezel = Math.max(6, Math.min(w, h) * 0.035), radius = 8 } = {}) {
  return [
    ...rect(x, y, w, h, C.bezel, radius),
    ...screenContent(x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, kind, palette),
  ];
}

/** A simple person: head and shoulders. */
function person(cx, baseY, scale, color) {
  const head = 22 * scale;
  return [
    ...circle(cx, baseY - 110 * scale, head, color),
    ...rect(cx - 34 * scale, baseY - 80 * scale, 68 * scale, 80 * scale, color, 28 * scale),
  ];
}

module.exports = { C, FONT, FONT_BOLD, rect, outline, circle, ellipse, poly, line, gradient, text, bars, screen, screenContent, person };
