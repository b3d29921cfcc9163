import { formatCents, type MonthlyStatement } from '../../../shared/statements/statement.schema';
import { dayjs, inClubTime } from '../../../shared/club-time';

interface StatementPdfInput {
  clubName: string;
  clubAddress: string;
  timeZone: string;
  member: { username: string; fullName: string | null; address: string | null };
  statement: MonthlyStatement;
  /** The renewal date as the statements page shows it (null for admins). */
  nextPaymentDate: string | null;
}

const LEFT = 54;
const RIGHT = 558;

/** A one-statement PDF made on the server: club, member, lines and totals. */
export async function renderStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  // pdfkit loads with the first statement, not at start (~95 ms, ~28 MB).
  const { default: PDFDocument } = await import('pdfkit');
  const { statement, member, timeZone } = input;
  // Uncompressed content streams: a few KB more, and the text stays searchable by tools.
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: LEFT,
    compress: false,
    info: { Title: `Statement ${statement.month}`, Author: input.clubName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const monthName = dayjs(`${statement.month}-01`).format('MMMM YYYY');
  doc.font('Helvetica-Bold').fontSize(20).text(input.clubName, LEFT, 54);
  doc.font('Helvetica').fontSize(10).fillColor('#555').text(input.clubAddress);
  doc.moveDown(1.5).fillColor('#000').font('Helvetica-Bold').fontSize(14).text(`Statement for ${monthName}`);
  doc
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(11)
    .text(`Member: ${member.fullName ?? member.username} (${member.username})`);
  if (member.address) doc.text(member.address);
  doc.text(`Status: ${statement.status}`);
  if (input.nextPaymentDate) doc.text(`Next Payment: ${dayjs(input.nextPaymentDate).format('MM/DD/YYYY')} (membership renewal)`);

  doc.moveDown(1.2);
  const header = doc.y;
  doc.font('Helvetica-Bold').fontSize(10);
  doc
    .text('Date', LEFT, header)
    .text('Description', LEFT + 90, header)
    .text('Amount', RIGHT - 100, header, { width: 100, align: 'right' });
  doc
    .moveTo(LEFT, header + 14)
    .lineTo(RIGHT, header + 14)
    .stroke();
  doc.font('Helvetica');
  let y = header + 22;
  for (const line of statement.lines) {
    doc.text(inClubTime(line.occurredAt, timeZone).format('MM/DD/YYYY'), LEFT, y);
    doc.text(line.description, LEFT + 90, y, { width: RIGHT - LEFT - 200 });
    const rowBottom = doc.y;
    doc.text(formatCents(line.amountCents), RIGHT - 100, y, { width: 100, align: 'right' });
    y = Math.max(rowBottom, y + 14) + 6;
  }
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 10;
  const totals: [string, number][] = [
    ['Opening balance', statement.openingBalanceCents],
    ['Total charges', statement.chargesCents],
    ['Total payments', statement.paymentsCents],
    ['Closing balance', statement.closingBalanceCents],
  ];
  for (const [label, cents] of totals) {
    doc.font(label === 'Closing balance' ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, RIGHT - 260, y, { width: 150 }).text(formatCents(cents), RIGHT - 100, y, { width: 100, align: 'right' });
    y += 18;
  }
  doc.end();
  return done;
}
