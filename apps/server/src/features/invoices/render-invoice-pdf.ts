import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';
import type { Locale } from '@stagedoor/contracts';
import { t } from '../../platform/i18n/index.js';
import { loadOnFirstUse } from '../../platform/load-on-first-use.js';
import { rateGroups } from './invoice-lines.js';
import type { InvoiceRow } from './issue-invoice.js';

/** pdfkit and fontkit, loaded with the first PDF. */
const loadPdfLibraries = loadOnFirstUse(async () => {
  const [pdfkit, fontkit] = await Promise.all([import('pdfkit'), import('fontkit')]);
  return { PDFDocument: pdfkit.default, fontkit };
});

/**
 * Noto Sans SC covers Latin and Chinese, so one font prints every language of the app. The file (10 MB) is read and
 * parsed once per process, and the parsed font is shared by every document (pdfkit takes a fontkit font as it is):
 * parsing it per document tripled the time of a PDF. pdfkit embeds only the glyphs a document uses, so a PDF stays
 * a few KB.
 */
let font: Fontkit.Font | null = null;
function invoiceFont(fontkit: typeof Fontkit): PDFKit.Mixins.PDFFontSource {
  font ??= fontkit.create(
    readFileSync(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')),
  );
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}

/**
 * The shaped words of every document, shared by the process. pdfkit shapes each distinct word with fontkit once per
 * document and keeps it in that document's cache; with a CJK font's large substitution tables the shaping was most of
 * a PDF's time, and invoices repeat the same words (labels, amounts, names). The glyphs belong to the one parsed font,
 * and pdfkit only reads a cached run, so runs can be shared between documents. The cache stops taking new words at
 * LAYOUT_CACHE_LIMIT, so buyers' names cannot grow it without end.
 */
const LAYOUT_CACHE_LIMIT = 50_000;
let layoutCacheSize = 0;
const sharedLayoutCache: Record<string, unknown> = new Proxy(Object.create(null) as Record<string, unknown>, {
  set(target, key, value) {
    if (typeof key !== 'string' || layoutCacheSize >= LAYOUT_CACHE_LIMIT) return true;
    if (!(key in target)) layoutCacheSize += 1;
    target[key] = value;
    return true;
  },
});

/** What a font subset needs of one glyph of the TrueType font: its `glyf` bytes, its components, its metrics. */
interface GlyphData {
  buffer: Uint8Array;
  /** A compound glyph's components, and where their glyph ids sit in `buffer`. */
  components: { glyphID: number; pos: number }[] | null;
  advance: number;
  bearing: number;
}

/** The parts of fontkit's TrueType subset (TTFSubset) that its encode() fills per glyph. */
interface TrueTypeSubset {
  font: {
    getGlyph(id: number): {
      _decode(): { numberOfContours: number; components?: { glyphID: number; pos: number }[] } | null;
      advanceWidth: number;
      _getMetrics(): { leftBearing: number };
    };
    loca: { offsets: number[] };
    _getTableStream(tag: string): { pos: number; readBuffer(length: number): Uint8Array };
    _variationProcessor?: unknown;
  };
  glyf: Uint8Array[];
  loca: { offsets: number[] };
  hmtx: { metrics: { advance: number; bearing: number }[] };
  offset: number;
  includeGlyph(id: number): number;
  _addGlyph(id: number): number;
}

/**
 * Each document embeds the subset of the font it uses, and fontkit builds it by decoding every glyph it includes from
 * the font's tables again (a new table stream, the glyph's outline header, its metrics): per document, for glyphs
 * that every invoice uses. The glyphs' bytes and metrics are read once per process here instead; a subset copies them
 * as fontkit's own `_addGlyph` does (a compound glyph's components renumbered into the subset). The cache holds at
 * most the font's glyphs, each as many bytes as in the font.
 */
const glyphCache = new Map<number, GlyphData>();
function glyphDataOf(font: TrueTypeSubset['font'], id: number): GlyphData {
  let data = glyphCache.get(id);
  if (!data) {
    const glyph = font.getGlyph(id);
    const outline = glyph._decode();
    const start = font.loca.offsets[id]!;
    const stream = font._getTableStream('glyf');
    stream.pos += start;
    data = {
      buffer: Uint8Array.from(stream.readBuffer(font.loca.offsets[id + 1]! - start)),
      components: outline && outline.numberOfContours < 0 ? (outline.components ?? []).map(({ glyphID, pos }) => ({ glyphID, pos })) : null,
      advance: glyph.advanceWidth,
      bearing: glyph._getMetrics().leftBearing,
    };
    glyphCache.set(id, data);
  }
  return data;
}

function addCachedGlyph(this: TrueTypeSubset, id: number): number {
  const data = glyphDataOf(this.font, id);
  let buffer = data.buffer;
  if (data.components) {
    buffer = Uint8Array.from(buffer);
    const view = new DataView(buffer.buffer);
    for (const component of data.components) view.setUint16(component.pos, this.includeGlyph(component.glyphID));
  }
  this.glyf.push(buffer);
  this.loca.offsets.push(this.offset);
  this.hmtx.metrics.push({ advance: data.advance, bearing: data.bearing });
  this.offset += buffer.length;
  return this.glyf.length - 1;
}

/** Gives the document's embedded font the shared shaped words and the shared glyph data. */
function shareFontWork(doc: PDFKit.PDFDocument): void {
  const embedded = (doc as unknown as { _font?: { layoutCache?: Record<string, unknown>; subset?: TrueTypeSubset } })._font;
  if (embedded && 'layoutCache' in embedded) embedded.layoutCache = sharedLayoutCache;
  const subset = embedded?.subset;
  // A variable font re-encodes its glyphs' outlines: fontkit's own path then (Noto Sans SC is not one).
  if (subset && typeof subset._addGlyph === 'function' && !subset.font._variationProcessor) {
    subset._addGlyph = addCachedGlyph;
  }
}

const PAGE_MARGIN = 50;
const COLUMNS = [
  { key: 'description', width: 205, align: 'left' },
  { key: 'quantity', width: 40, align: 'right' },
  { key: 'unit_price', width: 70, align: 'right' },
  { key: 'tax_rate', width: 45, align: 'right' },
  { key: 'tax', width: 65, align: 'right' },
  { key: 'total', width: 70, align: 'right' },
] as const;

/** Number formats are costly to build (a tenth of a PDF's time when built per amount): one per language and currency. */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, currency: string | null): Intl.NumberFormat {
  const key = `${locale}:${currency ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, currency ? { style: 'currency', currency } : { maximumFractionDigits: 3 });
    formats.set(key, format);
  }
  return format;
}

/** The minor units of a currency, read once per format (resolvedOptions() builds a new object per call). */
const fractionDigits = new WeakMap<Intl.NumberFormat, number>();
function money(amount: number, currency: string, locale: Locale): string {
  const format = numberFormat(locale, currency);
  let digits = fractionDigits.get(format);
  if (digits === undefined) {
    digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    fractionDigits.set(format, digits);
  }
  return format.format(amount / 10 ** digits);
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
function issueDate(date: Date, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/**
 * One line of text in a table cell. A text that fits is placed at once (right-aligned by its width), without
 * pdfkit's line wrapper, which is most of the cost of a short text; one that does not fit is wrapped as before.
 * Leaves doc.y below the text, as the wrapper does.
 */
function cell(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, align: 'left' | 'right') {
  if (!text.includes('\n') && doc.widthOfString(text) <= width) {
    const left = align === 'right' ? x + width - doc.widthOfString(text.replace(/\s+$/, '')) : x;
    doc.text(text, left, y, { lineBreak: false });
    doc.x = x;
    doc.y = y + doc.currentLineHeight(true);
    return;
  }
  doc.text(text, x, y, { width, align });
}

const percent = (rate: number, locale: Locale) => `${numberFormat(locale, null).format(rate / 1000)} %`;

function party(doc: PDFKit.PDFDocument, title: string, lines: (string | null | undefined)[], x: number, y: number, width: number) {
  doc.fontSize(8).fillColor('#666666');
  cell(doc, title, x, y, width, 'left');
  doc.fontSize(10).fillColor('#000000');
  for (const line of lines) {
    if (!line) continue;
    // An address's lines one by one, as the wrapper would break them.
    for (const part of line.split('\n')) cell(doc, part, x, doc.y, width, 'left');
  }
  return doc.y;
}

/** The PDF of one frozen document, in the language it was issued in. */
export async function renderInvoicePdf(invoice: InvoiceRow, refersToNumber: string | null): Promise<Buffer> {
  const { PDFDocument, fontkit } = await loadPdfLibraries();
  const locale = invoice.locale as Locale;
  const label = (key: string, params: Record<string, string | number> = {}) => t(locale, `invoice.${key}`, params);
  const amount = (value: number) => money(value, invoice.currency, locale);
  const title = label(invoice.kind === 'INVOICE' ? 'title' : 'credit_note_title');
  // The font is given at once: pdfkit would otherwise load its default Helvetica metrics for every document.
  const doc = new PDFDocument({
    font: invoiceFont(fontkit) as unknown as string,
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: `${title} ${invoice.number}`, Author: invoice.seller.name },
    lang: locale,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  shareFontWork(doc);
  const width = doc.page.width - PAGE_MARGIN * 2;

  doc.fontSize(20).text(`${title} ${invoice.number}`);
  doc.moveDown(0.3).fontSize(10);
  doc.text(`${label('issued_at')}: ${issueDate(invoice.issuedAt, locale)}`);
  doc.text(`${label('order')}: ${invoice.orderReference} · ${invoice.eventTitle}`);
  if (refersToNumber) doc.text(label('refers_to', { number: refersToNumber }));
  doc.moveDown();

  const top = doc.y;
  const half = width / 2 - 10;
  const sellerEnd = party(
    doc,
    label('seller'),
    [invoice.seller.name, invoice.seller.address, invoice.seller.tax_id ? `${label('tax_id')}: ${invoice.seller.tax_id}` : null],
    PAGE_MARGIN,
    top,
    half,
  );
  const buyerEnd = party(
    doc,
    label('buyer'),
    [
      invoice.buyer.company,
      invoice.buyer.name,
      invoice.buyer.address,
      invoice.buyer.tax_id ? `${label('tax_id')}: ${invoice.buyer.tax_id}` : null,
    ],
    PAGE_MARGIN + half + 20,
    top,
    half,
  );
  doc.y = Math.max(sellerEnd, buyerEnd) + 20;

  const row = (cells: Record<(typeof COLUMNS)[number]['key'], string>, bold = false) => {
    const y = doc.y;
    let x = PAGE_MARGIN;
    let bottom = y;
    doc.fontSize(9).fillColor(bold ? '#444444' : '#000000');
    for (const column of COLUMNS) {
      cell(doc, cells[column.key], x, y, column.width - 4, column.align);
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    }
    doc.y = bottom + 4;
    if (doc.y > doc.page.height - PAGE_MARGIN * 2) doc.addPage();
  };
  row(
    {
      description: label('description'),
      quantity: label('quantity'),
      unit_price: label('unit_price'),
      tax_rate: label('tax_rate'),
      tax: label('tax'),
      total: label('total'),
    },
    true,
  );
  doc
    .moveTo(PAGE_MARGIN, doc.y)
    .lineTo(PAGE_MARGIN + width, doc.y)
    .strokeColor('#cccccc')
    .stroke();
  doc.y += 4;
  for (const line of invoice.lines) {
    row({
      description: line.description,
      quantity: String(line.quantity),
      unit_price: amount(line.unit_price),
      tax_rate: percent(line.tax_rate, locale),
      tax: amount(line.tax),
      total: amount(line.total),
    });
  }
  doc
    .moveTo(PAGE_MARGIN, doc.y)
    .lineTo(PAGE_MARGIN + width, doc.y)
    .stroke();
  doc.moveDown();

  const summary = (text: string, value: string, size = 10) => {
    const y = doc.y;
    doc.fontSize(size);
    cell(doc, text, PAGE_MARGIN, y, width - 120, 'right');
    cell(doc, value, PAGE_MARGIN + width - 110, y, 110, 'right');
  };
  for (const group of rateGroups(invoice.lines)) {
    const rate = percent(group.rate, locale);
    summary(label('tax_at_rate', { rate, net: amount(group.gross - group.tax) }), amount(group.tax), 9);
  }
  summary(label('total_net'), amount(invoice.totalNet));
  summary(label('total_tax'), amount(invoice.totalTax));
  summary(label('total_gross'), amount(invoice.totalGross), 12);
  doc.moveDown().x = PAGE_MARGIN;

  doc.fontSize(9);
  if (invoice.reverseCharge) doc.text(label('reverse_charge'), PAGE_MARGIN, doc.y, { width });
  if (invoice.kind === 'INVOICE' && invoice.paymentTerms) doc.moveDown(0.5).text(invoice.paymentTerms, { width });
  if (invoice.footer) doc.moveDown().fillColor('#666666').text(invoice.footer, { width });
  doc.end();
  return done;
}
