import { useMemo } from 'react';
import { encode } from 'uqr';
import * as styles from './qr-code.css.ts';

export interface QrCodeProps {
  /** What the code holds: an address. */
  value: string;
  /** Its accessible name: "QR code de l’adresse de dépôt USDT". */
  label: string;
}

// The quiet zone around the code, in modules, that scanners need.
const BORDER = 2;

/**
 * A QR code drawn as one SVG path (dark modules on a light background in both display modes, as
 * scanners expect), with an accessible name.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const { path, size } = useMemo(() => {
    const { data, size: modules } = encode(value, { border: 0, ecc: 'M' });
    const commands: string[] = [];
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) commands.push(`M${x + BORDER} ${y + BORDER}h1v1h-1z`);
      }),
    );
    return { path: commands.join(''), size: modules + BORDER * 2 };
  }, [value]);
  return (
    <svg
      className={styles.qrCode}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
