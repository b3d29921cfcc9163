import sharp from 'sharp';

/**
 * The demo club's pictures, drawn here rather than downloaded: a few golf scenes as SVG (sky,
 * hills, fairway, green and flag) turned into JPEGs, and a crest with the club's initials. No
 * licence to track, the same pictures on every machine.
 */
interface Scene {
  sky: [string, string];
  hills: string;
  fairway: [string, string];
  flagX: number;
  sun: { x: number; y: number; color: string };
}

const scenes: Record<'sunrise' | 'midday' | 'dusk', Scene> = {
  sunrise: { sky: ['#f6d365', '#fda085'], hills: '#5b8c5a', fairway: ['#7cb342', '#33691e'], flagX: 0.72, sun: { x: 0.2, y: 0.38, color: '#fff3c4' } },
  midday: { sky: ['#8ec5fc', '#e0f7fa'], hills: '#4e8d5b', fairway: ['#66bb6a', '#1b5e20'], flagX: 0.66, sun: { x: 0.82, y: 0.16, color: '#fffde7' } },
  dusk: { sky: ['#30cfd0', '#330867'], hills: '#1f3d2b', fairway: ['#2e7d32', '#0b3d17'], flagX: 0.58, sun: { x: 0.5, y: 0.5, color: '#ffcc80' } },
};

function sceneSvg(scene: Scene, width: number, height: number): string {
  const horizon = height * 0.55;
  const flagX = width * scene.flagX;
  const green = `<ellipse cx="${flagX}" cy="${height * 0.74}" rx="${width * 0.16}" ry="${height * 0.06}" fill="#81c784" opacity="0.9"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[1]}"/><stop offset="1" stop-color="${scene.sky[0]}"/></linearGradient>
    <linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.fairway[0]}"/><stop offset="1" stop-color="${scene.fairway[1]}"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${width * scene.sun.x}" cy="${height * scene.sun.y}" r="${height * 0.09}" fill="${scene.sun.color}" opacity="0.9"/>
  <path d="M0 ${horizon} Q ${width * 0.25} ${horizon - height * 0.12} ${width * 0.5} ${horizon} T ${width} ${horizon - height * 0.04} V ${height} H 0 Z" fill="${scene.hills}"/>
  <path d="M0 ${horizon + height * 0.06} Q ${width * 0.5} ${horizon - height * 0.02} ${width} ${horizon + height * 0.08} V ${height} H 0 Z" fill="url(#grass)"/>
  ${green}
  <rect x="${flagX - 3}" y="${height * 0.5}" width="6" height="${height * 0.24}" fill="#fafafa"/>
  <polygon points="${flagX + 3},${height * 0.5} ${flagX + width * 0.06},${height * 0.53} ${flagX + 3},${height * 0.56}" fill="#e53935"/>
</svg>`;
}

export function scenePhoto(name: keyof typeof scenes, width = 2400, height = 1350): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(scenes[name], width, height)))
    .jpeg({ quality: 86 })
    .toBuffer();
}

/** A round crest with the club's initials ("Remote Golf Club" gives RGC). */
export function crestLogo(clubName: string): Promise<Buffer> {
  const initials =
    clubName
      .split(/\s+/)
      .filter((word) => /^[A-Za-z]/.test(word))
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('')
      .slice(0, 3) || 'GC';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
  <circle cx="256" cy="256" r="244" fill="#12502b"/>
  <circle cx="256" cy="256" r="214" fill="none" stroke="#f2c94c" stroke-width="10"/>
  <text x="256" y="300" font-size="${initials.length > 2 ? 132 : 168}" text-anchor="middle" fill="#ffffff" font-family="Georgia, serif" font-weight="700">${initials}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A member's portrait-like avatar that shows nobody: a soft gradient, a head-and-shoulders
 * silhouette in a darker tone of it, a cap's peak, and the initials on the chest.
 */
export function portraitAvatar(initials: string, [from, to, figure]: [string, string, string], size = 640): Promise<Buffer> {
  const s = size;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${s}" height="${s}" fill="url(#bg)"/>
  <rect width="${s}" height="${s}" fill="url(#glow)"/>
  <g fill="${figure}" opacity="0.82">
    <circle cx="${s * 0.5}" cy="${s * 0.4}" r="${s * 0.16}"/>
    <path d="M${s * 0.14} ${s} C ${s * 0.16} ${s * 0.72}, ${s * 0.32} ${s * 0.62}, ${s * 0.5} ${s * 0.62} S ${s * 0.84} ${s * 0.72}, ${s * 0.86} ${s} Z"/>
  </g>
  <path d="M${s * 0.335} ${s * 0.36} A ${s * 0.165} ${s * 0.15} 0 0 1 ${s * 0.665} ${s * 0.36} L ${s * 0.8} ${s * 0.365} Q ${s * 0.8} ${s * 0.39} ${s * 0.76} ${s * 0.39} L ${s * 0.335} ${s * 0.39} Z" fill="${figure}"/>
  <g>
  </g>
  <text x="${s * 0.5}" y="${s * 0.9}" font-size="${s * 0.11}" text-anchor="middle" fill="#ffffff" fill-opacity="0.9" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" letter-spacing="${s * 0.01}">${initials}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
