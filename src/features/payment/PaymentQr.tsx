import { encode } from 'uqr';

/** A scannable QR code of `text`, drawn as one SVG path so it stays sharp at any size. */
export function PaymentQr({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className="h-48 w-48 bg-white" data-code={text}>
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
