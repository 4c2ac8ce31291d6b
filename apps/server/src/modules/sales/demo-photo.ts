/**
 * The demo's "photo" of a signed delivery note: a drawing of the note with the site's signature,
 * as an SVG the browser shows like any uploaded picture. A real sign-back uploads a camera photo.
 */
export function signedNotePicture(deliveryNo: string, signer: string): Buffer {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420" viewBox="0 0 640 420">
  <rect width="640" height="420" fill="#d9d4c7"/>
  <g transform="rotate(-3 320 210)">
    <rect x="60" y="40" width="520" height="340" fill="#fffdf6" stroke="#bbb"/>
    <text x="320" y="90" font-size="28" text-anchor="middle" font-family="sans-serif">发货单</text>
    <text x="90" y="135" font-size="16" font-family="sans-serif">单号：${esc(deliveryNo)}</text>
    <text x="90" y="165" font-size="16" font-family="sans-serif">货物已全部收到，外观完好（一件边角擦伤，退回返工）</text>
    <line x1="90" y1="190" x2="550" y2="190" stroke="#ccc"/>
    <text x="340" y="300" font-size="16" font-family="sans-serif">收货人签收：</text>
    <path d="M440 300 c10 -30 25 -30 20 0 s15 -25 25 -5 s10 10 30 -15" fill="none" stroke="#1a3a8a" stroke-width="3"/>
    <text x="450" y="335" font-size="14" fill="#1a3a8a" font-family="sans-serif">${esc(signer)}</text>
    <circle cx="190" cy="300" r="45" fill="none" stroke="#c0392b" stroke-width="3" opacity="0.8"/>
    <text x="190" y="306" font-size="14" fill="#c0392b" text-anchor="middle" font-family="sans-serif">项目部收货章</text>
  </g>
</svg>`;
  return Buffer.from(svg, 'utf8');
}
