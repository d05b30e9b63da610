import { useMemo } from 'react';
import { create } from 'qrcode';

/** Four modules of white around the code, as the QR standard asks, so any reader finds it. */
const QUIET_ZONE = 4;

function darkModulesPath(text: string): { path: string; size: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (modules.get(y, x)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, size: modules.size + QUIET_ZONE * 2 };
}

/** A QR code drawn as one SVG path: sharp at any size, black on white for cheap cameras. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { path, size } = useMemo(() => darkModulesPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="block h-auto w-full"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
