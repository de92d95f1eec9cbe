'use strict';

// The CSV of `leads:export`, without Strapi: quoting, formula protection, BOM, dates.
const test = require('node:test');
const assert = require('node:assert/strict');

const { csvCell, leadsToCsv, defaultFileName, parseArgs } = require('../scripts/export-leads');

test('a cell is quoted only when it must be, quotes doubled', () => {
  assert.equal(csvCell('Retail Andino'), 'Retail Andino');
  assert.equal(csvCell('Pérez, Soto'), '"Pérez, Soto"');
  assert.equal(csvCell('dijo "hola"'), '"dijo ""hola"""');
  assert.equal(csvCell('uno\r\ndos'), '"uno\r\ndos"');
  assert.equal(csvCell('a;b'), 'a;b');
  assert.equal(csvCell('a;b', ';'), '"a;b"');
  assert.equal(csvCell(undefined), '');
  assert.equal(csvCell(null), '');
});

test('a cell that a spreadsheet would run as a formula gets a leading apostrophe', () => {
  for (const text of ['=1+1', '+56 9 1234', '-2', '@SUM(A1)', '\t=1', '\r=1']) {
    assert.ok(csvCell(text).replace(/^"/, '').startsWith(`'${text[0]}`), JSON.stringify(text));
  }
  assert.equal(csvCell('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
  assert.equal(csvCell('Hola = chao'), 'Hola = chao');
});

test('the file: BOM, Spanish header, CRLF rows, dates in Chile', () => {
  const csv = leadsToCsv([
    { receivedAt: '2026-07-01T16:30:00.000Z', name: 'Ana', email: 'a@b.cl', company: 'X', service: 'Cloud Services', message: 'Hola', page: '/contacto', leadId: 'id-1' },
  ]);
  assert.equal(
    csv,
    '\uFEFFFecha,Nombre,Email,Empresa,Servicio,Mensaje,Página,Id\r\n2026-07-01 12:30,Ana,a@b.cl,X,Cloud Services,Hola,/contacto,id-1\r\n',
  );
  assert.equal(leadsToCsv([]), '\uFEFFFecha,Nombre,Email,Empresa,Servicio,Mensaje,Página,Id\r\n');
  assert.ok(leadsToCsv([], { delimiter: ';' }).startsWith('\uFEFFFecha;Nombre;'));
});

test('the default file name is dated in Chile', () => {
  assert.equal(defaultFileName(new Date('2026-03-01T02:00:00Z')), 'leads-2026-02-28.csv');
});

test('arguments: a file and an optional delimiter', () => {
  assert.deepEqual(parseArgs([]), { file: null, delimiter: ',' });
  assert.deepEqual(parseArgs(['x.csv', '--delimiter=;']), { file: 'x.csv', delimiter: ';' });
  assert.deepEqual(parseArgs(['--delimiter', ';']), { file: null, delimiter: ';' });
  assert.throws(() => parseArgs(['--delimiter=|']));
  assert.throws(() => parseArgs(['a.csv', 'b.csv']));
  assert.throws(() => parseArgs(['--sheet']));
});
