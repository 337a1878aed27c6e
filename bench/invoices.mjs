// Invoice PDFs: how many a second one process renders from stored (frozen) invoices, and how large they get. The
// documents are what the app stores: seller and business buyer with long addresses, 12 ticket lines and a fee,
// two tax rates, reverse-charge wording, payment terms and a footer, in each of the seven languages (Chinese
// included, so the embedded font subset carries CJK glyphs). Renders run one after another on one core, as one app
// process's requests would; the first document (which reads and parses the font) is timed apart.
// Runs the built server's renderer in process; no database is needed for the rendering itself.
//
//   npm run bench:invoices   (BENCH_INVOICES, default 700: 100 per language)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmt } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { renderInvoicePdf } = await import(path.join(root, 'apps/server/dist/features/invoices/render-invoice-pdf.js'));

const COUNT = Number(process.env.BENCH_INVOICES || 700);
const LOCALES = ['en', 'de', 'fr', 'pt', 'es', 'zh-cn', 'pt-br'];
const TITLES = {
  en: 'Festival pass',
  de: 'Festivalpass mit Übernachtung',
  fr: 'Pass festival trois jours',
  pt: 'Passe do festival',
  es: 'Abono del festival',
  'zh-cn': '音乐节三日通票',
  'pt-br': 'Passaporte do festival',
};

function invoice(i) {
  const locale = LOCALES[i % LOCALES.length];
  const lines = Array.from({ length: 12 }, (_, k) => {
    const unit = 2500 + k * 750;
    const quantity = 1 + (k % 3);
    const rate = k % 2 ? 7000 : 19000;
    const tax = Math.round((unit * quantity * rate) / 100000);
    return {
      description: `${TITLES[locale]} ${k + 1} — ${k % 2 ? 'Early bird' : 'Regular'}`,
      quantity,
      unit_price: unit,
      tax_rate: rate,
      tax,
      total: unit * quantity + tax,
    };
  });
  lines.push({ description: 'Booking fee', quantity: 1, unit_price: 350, tax_rate: 0, tax: 0, total: 350 });
  const totalGross = lines.reduce((sum, line) => sum + line.total, 0);
  const totalTax = lines.reduce((sum, line) => sum + line.tax, 0);
  return {
    id: i + 1,
    kind: 'INVOICE',
    number: `HL-${String(i + 1).padStart(6, '0')}`,
    refersTo: null,
    issuedAt: new Date(Date.UTC(2031, 5, 1 + (i % 28))),
    currency: 'EUR',
    locale,
    seller: { name: 'Harbour Lights Veranstaltungs GmbH', address: 'Kaistraße 1\n20457 Hamburg\nGermany', tax_id: 'DE123456789' },
    buyer: {
      name: `Ada Buyer ${i}`,
      company: 'Nordlicht Events BV',
      address: 'Keizersgracht 123\n1015 CJ Amsterdam\nNetherlands',
      tax_id: 'NL123456789B01',
    },
    lines,
    reverseCharge: true,
    footer: 'Harbour Lights Veranstaltungs GmbH · Amtsgericht Hamburg HRB 123456 · IBAN DE89 3704 0044 0532 0130 00',
    paymentTerms: 'Paid in full by card at checkout.',
    eventTitle: `Harbour Lights Festival 2031 ${TITLES[locale]}`,
    orderReference: `O-${String(100000 + i)}`,
    totalNet: totalGross - totalTax,
    totalTax,
    totalGross,
  };
}

let start = performance.now();
const first = await renderInvoicePdf(invoice(0), null);
const firstMs = performance.now() - start;

let max = first.length;
let total = 0;
const cpuBefore = process.cpuUsage();
start = performance.now();
for (let i = 1; i <= COUNT; i += 1) {
  const pdf = await renderInvoicePdf(invoice(i), null);
  max = Math.max(max, pdf.length);
  total += pdf.length;
}
const seconds = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;

console.log(`${COUNT} invoice PDFs (13 lines, 7 languages incl. zh-cn), one process, one after another`);
console.log(`first PDF (reads and parses the font): ${fmt(firstMs)} ms`);
console.log(`throughput: ${fmt(COUNT / seconds)} PDFs/s (${fmt((seconds * 1000) / COUNT)} ms each)`);
// On a machine shared with other work the wall clock counts the waits for a core; the process's own CPU time does not.
console.log(`CPU time: ${fmt((cpuSeconds * 1000) / COUNT)} ms each (${fmt(COUNT / cpuSeconds)} PDFs per CPU second)`);
console.log(`size: max ${fmt(max / 1024)} KB, mean ${fmt(total / COUNT / 1024)} KB`);
const ok = COUNT / seconds >= 50 && max <= 50 * 1024;
console.log(ok ? 'PASS: at least 50 PDFs/s, each at most 50 KB' : 'FAIL: the target is 50 PDFs/s, each at most 50 KB');
process.exit(ok ? 0 : 1);
