import { BellTower, Fill, Halftone, INK, Student } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#3a2350" />
      <Halftone color="#6b4a8a" opacity={0.45} size={6} height={130} />
      <rect y="120" width="400" height="80" fill="#4b2d66" />
      {/* Dark halls around the quad: every window out. */}
      <g stroke={INK} strokeWidth={3} fill="#2c1a3d">
        <path d="M0 200 V110 L50 90 L100 110 V200 Z" />
        <path d="M300 200 V104 L350 86 L400 104 V200 Z" />
        {[14, 50, 314, 350].map((x) => (
          <rect key={x} x={x} y="126" width="22" height="24" fill="#1a1024" strokeWidth={2} />
        ))}
      </g>
      <BellTower x={200} base={180} scale={0.75} silhouette />
      <g fill="#1d1228" stroke={INK} strokeWidth={3}>
        <circle cx="110" cy="150" r="34" />
        <circle cx="290" cy="145" r="38" />
        <rect x="106" y="170" width="8" height="32" />
        <rect x="286" y="170" width="8" height="32" />
      </g>
      <path d="M0 200 H400 V250 H0 Z" fill="#2b2b35" stroke={INK} strokeWidth={3} />
      <path d="M0 222 H400 M60 200 L30 250 M340 200 L370 250" stroke="#3c3c4a" strokeWidth={2} />
      <g data-prop="streetlight" stroke={INK} strokeWidth={4} fill="none">
        <path d="M150 250 V120 Q150 104 170 104" />
        <rect x="166" y="100" width="18" height="10" fill="#555" strokeWidth={3} />
      </g>
      {/* Two students apart, faces lit by nothing: their phones are dead. */}
      <Student x={62} y={246} scale={1.15} fill="#241a33" phone="dark" />
      <Student x={352} y={244} scale={1.05} fill="#241a33" phone="dark" />
    </g>
  );
}
