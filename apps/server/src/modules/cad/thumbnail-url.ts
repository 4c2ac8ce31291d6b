/** A product's SVG thumbnail as an image address the page can show without another call (lists, the album, the scan page). */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
