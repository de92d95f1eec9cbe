'use strict';

/**
 * A minimal one-page PDF writer (A4, Helvetica, WinAnsi text): enough for the seed's
 * downloadable briefs without any dependency. Text is real text, so it can be selected and
 * read by a screen reader.
 */

const WIN_ANSI = { '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '™': 0x99 };

/** A PDF string literal in WinAnsiEncoding. */
function pdfString(str) {
  let out = '(';
  for (const ch of str) {
    let code = WIN_ANSI[ch] ?? ch.codePointAt(0);
    if (code > 0xff) code = 0x3f; // '?'
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `${out})`;
}

/** Greedy word wrap by an average Helvetica glyph width (0.52 em), slightly pessimistic. */
function wrap(str, size, width) {
  const maxChars = Math.floor(width / (size * 0.52));
  const lines = [];
  let current = '';
  for (const word of str.split(/\s+/)) {
    if (current && `${current} ${word}`.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

const rgb = (hex) => [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');

/**
 * @param {{ title: string, description: string, sections: { heading: string, items: string[] }[], footer: string }} brief
 * @returns {Buffer}
 */
function briefPdf({ title, description, sections, footer }) {
  const W = 595;
  const H = 842;
  const M = 56;
  const ops = [];
  const textAt = (x, y, font, size, color, str) =>
    ops.push(`BT /${font} ${size} Tf ${rgb(color)} rg ${x} ${y} Td ${pdfString(str)} Tj ET`);

  // Header band in the brand blue with an orange rule.
  ops.push(`${rgb('#005897')} rg 0 ${H - 150} ${W} 150 re f`);
  ops.push(`${rgb('#f19001')} rg 0 ${H - 156} ${W} 6 re f`);
  textAt(M, H - 52, 'F2', 10, '#f7c46c', 'BRIEF DESCARGABLE');
  let y = H - 84;
  for (const l of wrap(title, 22, W - 2 * M)) {
    textAt(M, y, 'F2', 22, '#ffffff', l);
    y -= 27;
  }

  y = H - 196;
  for (const l of wrap(description, 12, W - 2 * M)) {
    textAt(M, y, 'F1', 12, '#333333', l);
    y -= 17;
  }

  for (const section of sections) {
    y -= 18;
    textAt(M, y, 'F2', 14, '#005897', section.heading);
    y -= 8;
    ops.push(`${rgb('#f19001')} rg ${M} ${y} 40 2 re f`);
    y -= 20;
    for (const item of section.items) {
      const lines = wrap(item, 11, W - 2 * M - 18);
      textAt(M, y, 'F2', 11, '#f19001', '•');
      for (const l of lines) {
        textAt(M + 16, y, 'F1', 11, '#333333', l);
        y -= 15;
      }
      y -= 4;
    }
  }

  ops.push(`${rgb('#e6e9ee')} rg 0 0 ${W} 50 re f`);
  textAt(M, 22, 'F1', 9, '#615f5d', footer);

  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (cms/scripts/make-media.js) >>`,
  ];

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

module.exports = { briefPdf };
