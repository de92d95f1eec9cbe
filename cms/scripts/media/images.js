'use strict';

/**
 * The illustrations of the seed: article covers, author avatars, success-case scenes and
 * product photos, each a list of ImageMagick `convert` arguments for one WebP file.
 */
const { C, rect, outline, circle, ellipse, poly, line, gradient, text, bars, screen, screenContent, person } = require('./draw');

/* ------------------------------------------------------------------ covers (1200x630) */

const coverMotifs = {
  signage(p) {
    return [
      ...rect(0, 560, 1200, 70, 'rgba(0,0,0,0.18)'),
      ...rect(700, 430, 16, 130, C.bezel),
      ...rect(640, 552, 136, 12, C.bezel, 6),
      ...screen(470, 110, 480, 300, 'promo', p),
      ...rect(990, 190, 150, 360, '#e9edf2', 14),
      ...screen(1004, 204, 122, 250, 'grid', p + 1, { bezel: 6 }),
      ...rect(1010, 470, 110, 60, '#d5dbe3', 8),
    ];
  },
  audience(p) {
    const out = [...screen(520, 80, 560, 320, 'chart', p)];
    [300, 470, 640, 810, 980].forEach((x, i) => {
      out.push(...person(x, 640, 1.35, i % 2 ? '#9fc3e0' : '#dbe8f4'));
      if (i !== 2) out.push(...outline(x - 42, 640 - 178, 84, 84, C.orange, 4, 6));
    });
    return out;
  },
  lift(p) {
    const out = [...screen(560, 70, 440, 250, 'promo', p)];
    out.push(...rect(420, 450, 720, 18, C.wood, 4), ...rect(420, 590, 720, 18, C.wood, 4));
    [450, 560, 670, 890, 1000].forEach((x, i) => {
      out.push(...rect(x, 360, 80, 90, i % 2 ? C.orangeLight : C.sky, 8));
      out.push(...rect(x + 12, 500, 56, 90, i % 2 ? C.sky : C.orangeLight, 20));
    });
    // The lifted product and its sensor wave.
    out.push(...rect(790, 300, 70, 110, C.orange, 10), ...rect(802, 318, 46, 14, C.white, 5));
    out.push(...line(825, 440, 825, 420, C.white, 4), ...outline(760, 420, 130, 30, 'rgba(255,255,255,0.6)', 3, 14));
    return out;
  },
  ai(p) {
    return [
      ...screen(440, 150, 420, 260, 'grid', p + 1),
      ...rect(760, 60, 280, 530, C.bezel, 36),
      ...screenContent(776, 100, 248, 450, 'chat', p),
      ...rect(860, 76, 80, 10, '#3a444f', 5),
      ...circle(1110, 130, 16, C.orange),
      ...circle(1140, 190, 9, C.orangeLight),
      ...circle(700, 520, 12, C.orangeLight),
    ];
  },
  cloud() {
    const cloud = 'rgba(255,255,255,0.95)';
    const out = [
      ...circle(720, 230, 90, cloud), ...circle(830, 190, 120, cloud), ...circle(950, 240, 85, cloud),
      ...rect(640, 230, 390, 100, cloud, 50),
    ];
    [560, 780, 1000].forEach((x) => {
      out.push(...line(x + 60, 335, x + 60, 420, C.orange, 5));
      out.push(...rect(x, 420, 120, 170, C.bezel, 10));
      [0, 1, 2, 3].forEach((r) => out.push(...rect(x + 14, 436 + r * 38, 92, 24, '#33404d', 5), ...circle(x + 94, 448 + r * 38, 5, r % 2 ? C.green : C.orange)));
    });
    out.push(...rect(770, 250, 120, 40, C.orange, 20));
    return out;
  },
  health(p) {
    const out = [...screen(480, 70, 600, 320, 'turn', p), ...rect(0, 560, 1200, 70, 'rgba(0,0,0,0.15)')];
    [460, 600, 740, 880, 1020].forEach((x, i) => {
      out.push(...rect(x, 470, 110, 80, i === 2 ? C.orange : '#dbe8f4', 16));
      out.push(...rect(x, 430, 110, 44, i === 2 ? '#ffb845' : '#eef4fa', 14));
      out.push(...rect(x + 10, 550, 10, 40, C.bezel), ...rect(x + 90, 550, 10, 40, C.bezel));
    });
    out.push(...rect(300, 200, 24, 80, C.white, 4), ...rect(272, 228, 80, 24, C.white, 4));
    return out;
  },
};

const coverLabels = {
  signage: 'Señalización digital',
  audience: 'Medición de audiencia',
  lift: 'Lift and learn',
  ai: 'Asistente IA',
  cloud: 'Cloud',
  health: 'Salud',
};

function cover({ motif, palette = 0 }) {
  const [from, to] = [[C.blue, C.navy], [C.dark, C.blue], [C.blue, C.dark]][palette % 3];
  return [
    '-size', '1200x630', '-define', 'gradient:angle=135', `gradient:${from}-${to}`,
    ...circle(1080, 40, 260, 'rgba(255,255,255,0.06)'),
    ...circle(90, 620, 210, 'rgba(241,144,1,0.9)'),
    ...circle(230, 120, 60, 'rgba(255,255,255,0.08)'),
    ...coverMotifs[motif](palette),
    ...rect(60, 60, 40 + coverLabels[motif].length * 17, 52, 'rgba(255,255,255,0.95)', 26),
    ...text(82, 95, 26, C.dark, coverLabels[motif], { bold: true }),
  ];
}

/* ------------------------------------------------------------------ avatars (160x160) */

function avatar({ initials, color }) {
  return [
    '-size', '160x160', `xc:${color}`,
    ...circle(130, 20, 60, 'rgba(255,255,255,0.12)'),
    ...circle(80, 178, 62, 'rgba(255,255,255,0.25)'),
    ...circle(80, 66, 34, 'rgba(255,255,255,0.25)'),
    '-gravity', 'center', '-font', require('./draw').FONT_BOLD, '-pointsize', '54', '-fill', C.white,
    '-stroke', 'none', '-annotate', '+0-4', initials, '-gravity', 'northwest',
  ];
}

/* ------------------------------------------------------------------ cases (1200x800) */

function room(wall, floor) {
  return ['-size', '1200x800', `xc:${wall}`, ...poly([[0, 600], [1200, 600], [1200, 800], [0, 800]], floor)];
}

const caseScenes = {
  supermarket(p) {
    const out = room('#e8eef4', '#cfd6de');
    [[40, 260], [840, 260]].forEach(([x]) => {
      for (let s = 0; s < 4; s += 1) {
        const y = 300 + s * 80;
        out.push(...rect(x, y + 60, 320, 14, C.grey, 3));
        for (let k = 0; k < 6; k += 1) out.push(...rect(x + 10 + k * 52, y + 8, 40, 52, [C.orange, C.sky, C.green, C.orangeLight][(k + s) % 4], 6));
      }
    });
    out.push(...line(600, 0, 600, 90, C.bezel, 4));
    out.push(...screen(400, 90, 400, 230, 'promo', p));
    out.push(...line(200, 0, 200, 150, C.bezel, 4), ...screen(90, 150, 220, 120, 'grid', p + 1, { bezel: 7 }));
    out.push(...line(1000, 0, 1000, 150, C.bezel, 4), ...screen(890, 150, 220, 120, 'chart', p + 2, { bezel: 7 }));
    out.push(...person(520, 760, 1.6, '#8fb3d3'), ...person(690, 770, 1.7, C.dark));
    out.push(...rect(560, 660, 110, 70, C.grey, 8), ...circle(575, 740, 12, C.bezel), ...circle(655, 740, 12, C.bezel));
    return out;
  },
  clinic(p) {
    const out = room('#e3f0f4', '#d4dde0');
    out.push(...screen(340, 80, 520, 290, 'turn', p));
    out.push(...rect(60, 120, 200, 260, C.white, 10), ...bars(85, 160, [150, 110, 150, 90], 14, 18, '#c4d4de'));
    for (let i = 0; i < 6; i += 1) {
      const x = 170 + i * 150;
      out.push(...rect(x, 520, 120, 90, i === 3 ? C.orange : C.sky, 16), ...rect(x, 470, 120, 56, i === 3 ? C.orangeLight : '#e9f3fa', 14));
      out.push(...rect(x + 12, 610, 12, 60, C.bezel), ...rect(x + 96, 610, 12, 60, C.bezel));
    }
    out.push(...person(530, 560, 1.2, C.dark), ...person(830, 560, 1.2, '#8fb3d3'));
    out.push(...rect(1040, 420, 70, 120, C.grey, 10), ...circle(1075, 380, 60, C.green), ...circle(1045, 340, 40, '#5cb58a'));
    return out;
  },
  campus(p) {
    const out = room('#dfe7ef', '#c9d2db');
    for (let i = 0; i < 4; i += 1) out.push(...rect(60 + i * 280, 60, 240, 380, '#bcd6ec', 6), ...line(180 + i * 280, 60, 180 + i * 280, 440, C.white, 6));
    out.push(...rect(150, 300, 150, 400, '#f2f4f7', 14), ...screen(165, 315, 120, 240, 'map', p, { bezel: 6 }));
    out.push(...rect(860, 300, 150, 400, '#f2f4f7', 14), ...screen(875, 315, 120, 240, 'grid', p + 1, { bezel: 6 }));
    out.push(...screen(420, 140, 360, 210, 'promo', p + 2));
    out.push(...person(470, 760, 1.5, C.dark), ...person(600, 750, 1.4, C.orange), ...person(720, 770, 1.6, '#8fb3d3'));
    return out;
  },
  sports(p) {
    const out = room('#eceae6', '#d8d4ce');
    for (let s = 0; s < 4; s += 1) {
      const y = 200 + s * 110;
      out.push(...rect(60, y + 70, 300, 12, C.wood, 3), ...rect(840, y + 70, 300, 12, C.wood, 3));
      for (let k = 0; k < 3; k += 1) {
        const col = [C.orange, C.blue, C.green, C.grey][(s + k) % 4];
        out.push(...poly([[80 + k * 95, y + 70], [80 + k * 95, y + 35], [120 + k * 95, y + 25], [160 + k * 95, y + 50], [160 + k * 95, y + 70]], col));
        out.push(...poly([[860 + k * 95, y + 70], [860 + k * 95, y + 35], [900 + k * 95, y + 25], [940 + k * 95, y + 50], [940 + k * 95, y + 70]], col));
      }
    }
    out.push(...screen(420, 110, 360, 220, 'promo', 3));
    out.push(...rect(420, 440, 360, 26, C.wood, 4));
    out.push(...poly([[470, 440], [470, 395], [520, 380], [580, 420], [580, 440]], C.blue));
    out.push(...poly([[640, 400], [640, 355], [690, 340], [750, 380], [750, 400]], C.orange), ...outline(625, 330, 140, 80, C.orange, 3, 10));
    out.push(...person(600, 760, 1.6, C.dark));
    return out;
  },
  construction(p) {
    const out = ['-size', '1200x800', '-define', 'gradient:angle=180', `gradient:#9cc7e8-#e7f1f8`, ...rect(0, 640, 1200, 160, '#b9a58c')];
    for (let f = 0; f < 6; f += 1) out.push(...rect(120, 240 + f * 66, 420, 8, C.grey));
    for (let c = 0; c < 5; c += 1) out.push(...rect(120 + c * 100, 240, 10, 400, C.grey));
    out.push(...rect(700, 80, 18, 560, C.orange), ...rect(560, 80, 460, 16, C.orange), ...line(709, 96, 1000, 96, C.orange, 4));
    out.push(...line(960, 96, 960, 260, C.bezel, 3), ...rect(930, 260, 60, 40, C.grey, 4));
    out.push(...rect(780, 300, 250, 470, C.bezel, 34), ...screenContent(796, 340, 218, 390, 'chat', p));
    out.push(...person(640, 760, 1.5, C.dark), ...ellipse(640, 572, 38, 16, C.orange), ...rect(604, 552, 72, 20, C.orange, 10));
    return out;
  },
  closeup({ kind, palette }) {
    // Gallery shots: one screen up close, framed differently for each image of a case.
    const v = palette % 3;
    const out = room(['#e9eef3', '#f1ece4', '#e4f0ec'][v], ['#d3dae2', '#ddd5ca', '#cfdcd6'][v]);
    const [x, w] = [[200, 800], [120, 640], [440, 660]][v];
    const h = Math.round(w * 0.575);
    out.push(...screen(x, 70, w, h, kind, palette));
    out.push(...rect(x + w / 2 - 40, 70 + h, 80, 530 - h, '#c6ced8'));
    if (v === 1) out.push(...rect(860, 160, 240, 440, '#f3f5f8', 14), ...screen(880, 180, 200, 300, 'promo', palette + 1, { bezel: 8 }));
    if (v === 2) out.push(...rect(90, 200, 260, 330, C.white, 10), ...bars(120, 240, [200, 150, 200, 120, 180], 16, 22, '#c4d4de'));
    const people = [[[330, 820, 2.2], [900, 840, 2.3]], [[560, 830, 2.3]], [[300, 840, 2.4], [760, 820, 2.1], [1020, 850, 2.4]]][v];
    people.forEach(([px, py, sc], i) => out.push(...person(px, py, sc, i % 2 ? 'rgba(0,88,151,0.88)' : 'rgba(11,37,64,0.92)')));
    return out;
  },
};

function caseScene({ scene, palette = 0, kind }) {
  return scene === 'closeup' ? caseScenes.closeup({ kind, palette }) : caseScenes[scene](palette);
}

function facade({ company, color, accent }) {
  const out = ['-size', '1200x800', '-define', 'gradient:angle=180', 'gradient:#a9cfee-#eef5fb'];
  out.push(...circle(1040, 120, 60, 'rgba(255,255,255,0.7)'));
  out.push(...rect(150, 200, 900, 480, '#f3f4f6', 6), ...rect(150, 200, 900, 26, '#d9dde2'));
  for (let r = 0; r < 2; r += 1) for (let c = 0; c < 6; c += 1) out.push(...rect(190 + c * 140, 250 + r * 110, 100, 80, '#9cc0de', 4));
  out.push(...rect(150, 480, 900, 90, color), ...rect(150, 570, 900, 8, accent));
  out.push('-gravity', 'north', '-font', require('./draw').FONT_BOLD, '-pointsize', '52', '-fill', C.white, '-stroke', 'none', '-annotate', '+0+494', company, '-gravity', 'northwest');
  out.push(...rect(520, 590, 160, 90, '#7da7c9', 4), ...line(600, 590, 600, 680, C.white, 4));
  out.push(...rect(0, 680, 1200, 120, '#c7cdd3'), ...rect(0, 700, 1200, 10, '#e1e5e9'));
  out.push(...circle(90, 600, 70, C.green), ...circle(1110, 610, 60, C.green), ...rect(84, 640, 12, 50, C.grey), ...rect(1104, 640, 12, 50, C.grey));
  return out;
}

/* ------------------------------------------------------------------ products (1000x750) */

/**
 * Products are drawn in a 1000x750 frame on a plain light background. `view` 1 is the front,
 * 2 the same product with its depth and another screen content, 3 a close-up.
 */
const productShapes = {
  totem(t, kind, p, depth) {
    return [
      ...t.ellipse(500, 690, 170, 20, 'rgba(0,0,0,0.10)'),
      ...(depth ? t.poly([[640, 90], [670, 110], [670, 680], [640, 690]], '#c8cdd4') : []),
      ...t.rect(360, 80, 280, 610, '#e7eaee', 22),
      ...t.screen(380, 110, 240, 420, kind, p),
      ...t.rect(420, 560, 160, 12, '#c9ced6', 6),
      ...t.rect(400, 660, 200, 30, '#cfd4da', 10),
    ];
  },
  kiosk(t, kind, p, depth) {
    return [
      ...t.ellipse(500, 690, 150, 18, 'rgba(0,0,0,0.10)'),
      ...(depth ? t.poly([[620, 170], [650, 185], [650, 680], [620, 690]], '#c8cdd4') : []),
      ...t.rect(380, 150, 240, 540, '#f0f1f3', 20),
      ...t.screen(400, 175, 200, 280, kind, p),
      ...t.rect(430, 480, 140, 14, C.bezel, 6),
      ...t.rect(450, 520, 100, 60, '#d7dbe0', 8),
      ...t.circle(500, 550, 16, C.orange),
      ...t.rect(420, 650, 160, 40, '#d4d8de', 10),
    ];
  },
  table(t, kind, p) {
    return [
      ...t.ellipse(500, 690, 320, 26, 'rgba(0,0,0,0.10)'),
      ...t.rect(230, 470, 24, 210, C.bezel), ...t.rect(746, 470, 24, 210, C.bezel),
      ...t.poly([[180, 470], [820, 470], [760, 300], [240, 300]], C.bezel),
      ...t.poly([[205, 458], [795, 458], [742, 312], [258, 312]], C.blue),
      ...t.poly([[330, 440], [520, 440], [500, 330], [360, 330]], 'rgba(255,255,255,0.18)'),
      ...t.circle(640, 390, 40, kind === 'chart' ? C.orangeLight : C.orange),
      ...t.rect(360, 360, 120, 14, 'rgba(255,255,255,0.85)', 7),
      ...t.rect(380, 390, 90, 14, 'rgba(255,255,255,0.7)', 7),
      ...t.rect(170, 470, 660, 24, '#2a323b', 6),
    ].concat(p % 2 ? t.circle(640, 390, 18, C.white) : []);
  },
  shelfScreen(t, kind, p) {
    const out = [...t.rect(120, 520, 760, 22, C.wood, 4), ...t.rect(120, 660, 760, 22, C.wood, 4)];
    [170, 290, 410, 590, 710].forEach((x, i) => {
      out.push(...t.rect(x, 420, 80, 100, i % 2 ? C.orangeLight : C.sky, 10), ...t.rect(x + 10, 512, 60, 8, C.grey, 2));
      out.push(...t.rect(x + 14, 570, 52, 90, i % 2 ? C.sky : C.orangeLight, 22));
    });
    out.push(...t.rect(496, 250, 8, 140, C.bezel), ...t.screen(320, 110, 360, 200, kind, p));
    out.push(...t.rect(620, 330, 70, 100, C.orange, 10), ...t.outline(600, 320, 110, 120, C.orange, 3, 10));
    return out;
  },
  display(t, kind, p, depth) {
    return [
      ...t.ellipse(500, 640, 330, 22, 'rgba(0,0,0,0.10)'),
      ...(depth ? t.poly([[880, 140], [910, 160], [910, 560], [880, 570]], '#2f3841') : []),
      ...t.screen(120, 130, 760, 440, kind, p, { bezel: 12 }),
      ...t.rect(300, 570, 18, 60, C.bezel), ...t.rect(682, 570, 18, 60, C.bezel),
      ...t.rect(250, 624, 120, 14, C.bezel, 7), ...t.rect(632, 624, 120, 14, C.bezel, 7),
    ];
  },
  windowDisplay(t, kind, p) {
    return [
      ...t.rect(80, 60, 840, 620, '#dde6ee', 6), ...t.outline(80, 60, 840, 620, '#a9b4bf', 10, 6),
      ...t.circle(840, 130, 50, 'rgba(241,144,1,0.5)'),
      ...t.line(500, 60, 500, 150, C.bezel, 4),
      ...t.screen(220, 150, 560, 330, kind, p, { bezel: 10 }),
      ...t.rect(80, 600, 840, 80, '#c5ced6'),
    ];
  },
  menuBoard(t, kind, p) {
    return [
      ...t.rect(60, 40, 880, 30, '#c9ced6', 4),
      ...t.line(260, 70, 260, 140, C.bezel, 4), ...t.line(740, 70, 740, 140, C.bezel, 4),
      ...t.screen(70, 140, 420, 250, 'grid', p, { bezel: 9 }),
      ...t.screen(510, 140, 420, 250, kind, p + 1, { bezel: 9 }),
      ...t.rect(120, 520, 760, 110, '#e6e0d8', 10), ...t.rect(120, 620, 760, 20, C.wood, 4),
    ];
  },
  barScreen(t, kind, p) {
    return [
      ...t.rect(80, 470, 840, 24, C.wood, 4),
      ...[130, 250, 370, 490, 610, 730].flatMap((x, i) => t.rect(x, 380, 80, 90, i % 2 ? C.orangeLight : C.sky, 10)),
      ...t.rect(80, 240, 840, 20, '#c9ced6', 4),
      ...t.screen(100, 260, 800, 110, kind === 'chart' ? 'promo' : kind, p, { bezel: 8 }),
    ];
  },
  ledWall(t, kind, p, depth, { cols = 6, rows = 4, outdoor = false } = {}) {
    const x = 110;
    const y = outdoor ? 90 : 140;
    const w = 780;
    const h = outdoor ? 460 : 440;
    const out = [];
    if (outdoor) out.push(...t.rect(300, 550, 30, 150, C.grey), ...t.rect(670, 550, 30, 150, C.grey), ...t.rect(90, 70, 820, 500, '#59636e', 8));
    else out.push(...t.ellipse(500, 640, 380, 20, 'rgba(0,0,0,0.10)'));
    out.push(...t.screenContentAt(x, y, w, h, kind, p));
    for (let c = 1; c < cols; c += 1) out.push(...t.line(x + (w * c) / cols, y, x + (w * c) / cols, y + h, 'rgba(0,0,0,0.35)', 2));
    for (let r = 1; r < rows; r += 1) out.push(...t.line(x, y + (h * r) / rows, x + w, y + (h * r) / rows, 'rgba(0,0,0,0.35)', 2));
    if (!outdoor) out.push(...t.rect(x, y + h, w, 20, C.bezel), ...t.rect(x + 60, y + h + 20, 20, 60, C.bezel), ...t.rect(x + w - 80, y + h + 20, 20, 60, C.bezel));
    if (depth) out.push(...t.poly([[x + w, y], [x + w + 26, y + 16], [x + w + 26, y + h + 10], [x + w, y + h]], '#2a323b'));
    return out;
  },
  poster(t, kind, p) {
    return [
      ...t.ellipse(500, 700, 170, 18, 'rgba(0,0,0,0.10)'),
      ...t.rect(370, 50, 260, 590, C.bezel, 10),
      ...t.screenContentAt(380, 60, 240, 570, kind, p),
      ...[150, 300, 450].flatMap((y) => t.line(380, 60 + y, 620, 60 + y, 'rgba(0,0,0,0.3)', 2)),
      ...t.rect(360, 640, 280, 30, '#3a434d', 8),
      ...t.circle(390, 685, 14, C.bezel), ...t.circle(610, 685, 14, C.bezel),
    ];
  },
  videowall(t, kind, p, depth, { cols = 2, rows = 2, mobile = false } = {}) {
    const x = mobile ? 190 : 110;
    const y = mobile ? 80 : 110;
    const w = mobile ? 620 : 780;
    const h = mobile ? 360 : 440;
    const out = [];
    if (mobile) {
      out.push(...t.rect(330, 440, 20, 220, '#8a96a3'), ...t.rect(650, 440, 20, 220, '#8a96a3'), ...t.rect(250, 650, 500, 20, '#8a96a3', 6));
      out.push(...t.circle(270, 685, 14, C.bezel), ...t.circle(730, 685, 14, C.bezel));
    } else {
      out.push(...t.ellipse(500, 650, 400, 20, 'rgba(0,0,0,0.08)'));
    }
    out.push(...t.rect(x - 10, y - 10, w + 20, h + 20, C.bezel, 6), ...t.screenContentAt(x, y, w, h, kind, p));
    for (let c = 1; c < cols; c += 1) out.push(...t.rect(x + (w * c) / cols - 3, y, 6, h, C.bezel));
    for (let r = 1; r < rows; r += 1) out.push(...t.rect(x, y + (h * r) / rows - 3, w, 6, C.bezel));
    if (depth) out.push(...t.poly([[x + w + 10, y - 10], [x + w + 36, y + 6], [x + w + 36, y + h + 18], [x + w + 10, y + h + 10]], '#2a323b'));
    return out;
  },
};

/** Drawing functions with a scale and an offset applied (for close-up views). */
function transformed(s, ox, oy) {
  const X = (x) => ox + x * s;
  const Y = (y) => oy + y * s;
  const d = require('./draw');
  return {
    rect: (x, y, w, h, c, r = 0) => d.rect(X(x), Y(y), w * s, h * s, c, r * s),
    outline: (x, y, w, h, c, width = 3, r = 0) => d.outline(X(x), Y(y), w * s, h * s, c, width * s, r * s),
    circle: (x, y, r, c) => d.circle(X(x), Y(y), r * s, c),
    ellipse: (x, y, rx, ry, c) => d.ellipse(X(x), Y(y), rx * s, ry * s, c),
    poly: (pts, c) => d.poly(pts.map(([x, y]) => [X(x), Y(y)]), c),
    line: (x1, y1, x2, y2, c, w = 3) => d.line(X(x1), Y(y1), X(x2), Y(y2), c, w * s),
    screen: (x, y, w, h, kind, p, opts = {}) =>
      d.screen(X(x), Y(y), w * s, h * s, kind, p, { ...opts, ...(opts.bezel ? { bezel: opts.bezel * s } : {}) }),
    screenContentAt: (x, y, w, h, kind, p) => screenContent(X(x), Y(y), w * s, h * s, kind, p),
  };
}

function product({ shape, view = 1, kind = 'promo', palette = 0, options }) {
  const closeUp = view === 3;
  const t = closeUp ? transformed(1.7, -350, -180) : transformed(1, 0, 0);
  return [
    '-size', '1000x750', 'xc:#f4f6f9',
    ...productShapes[shape](t, view === 2 ? (kind === 'promo' ? 'grid' : 'promo') : kind, palette + (view - 1), view === 2, options),
  ];
}

module.exports = { cover, avatar, caseScene, facade, product };
