import { escapeHtml } from '../../platform/text/escape-html';

/**
 * What a page the browser renders (member and admin pages, token links) shows before its script
 * and the API answer: the club's name where the header will be, "Loading..." where the page will
 * be, and the footer's colour at the bottom. Plain HTML with inline styles: no stylesheet or
 * script is needed to paint it, and React replaces it when it mounts.
 */
export function loadingShell(clubName: string): string {
  const name = escapeHtml(clubName);
  return [
    '<div style="min-height:100vh;display:flex;flex-direction:column;font-family:system-ui,-apple-system,\'Segoe UI\',Roboto,sans-serif">',
    `<header style="height:64px;border-bottom:1px solid #dee2e6;display:flex;align-items:center;padding:0 16px;font:700 1.25rem Georgia,'Times New Roman',serif;color:#12502b">${name}</header>`,
    '<main style="flex:1;display:flex;align-items:center;justify-content:center;color:#495057" role="status">Loading...</main>',
    `<footer style="background:#12502b;color:#fff;padding:24px 16px;font-size:14px">${name}</footer>`,
    '</div>',
  ].join('');
}
