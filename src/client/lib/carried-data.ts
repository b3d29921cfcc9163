/**
 * The data a live update carries after its version (a board): JSON gzipped, in base64, since an
 * event stream is text. Null where the browser cannot unzip it (no DecompressionStream): the page
 * then reads the data at the version named, as without it.
 */
export async function unzipCarried(line: string): Promise<unknown> {
  if (typeof DecompressionStream === 'undefined' || typeof Response === 'undefined') return null;
  const zipped = new Response(Uint8Array.from(atob(line), (char) => char.charCodeAt(0))).body;
  if (zipped === null) return null;
  return JSON.parse(await new Response(zipped.pipeThrough(new DecompressionStream('gzip'))).text());
}
