// A QR code drawn as SVG in the browser. The encoder (the `qr` package) is fetched after the page has
// painted: the code is drawn a moment later, and the page it sits on is not kept waiting for it.
import { useEffect, useState } from 'react';

const QUIET_ZONE = 4;

/** One path of unit squares, one for each dark module, offset by the quiet zone. */
function pathOf(matrix: boolean[][]) {
  let d = '';
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }),
  );
  return d;
}

export function QrCode({ text, label }: { text: string; label: string }) {
  const [matrix, setMatrix] = useState<boolean[][] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qr').then(
      ({ default: encodeQR }) => live && setMatrix(encodeQR(text, 'raw')),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [text]);

  if (failed) return <p>The QR code could not be drawn. Share the link instead.</p>;
  if (!matrix) return <p role="status">Drawing the QR code…</p>;
  const size = matrix.length + QUIET_ZONE * 2;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width={size * 6} height={size * 6} shapeRendering="crispEdges" data-testid="referral-qr">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={pathOf(matrix)} fill="#000000" />
    </svg>
  );
}
