/**
 * sharp (libvips) is loaded with the first photo rather than at start: it adds ~70 ms and ~27 MB
 * to a process that may not see a photo for hours.
 */
export async function loadSharp() {
  return (await import('sharp')).default;
}
