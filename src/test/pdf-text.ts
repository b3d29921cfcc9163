/**
 * The text of an uncompressed PDF as pdfkit writes it: each TJ array's hex strings joined
 * (kerning numbers between them dropped), one line per text object.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hexParts = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1] ?? '');
    lines.push(Buffer.from(hexParts.join(''), 'hex').toString('latin1'));
  }
  return lines.join('\n');
}
