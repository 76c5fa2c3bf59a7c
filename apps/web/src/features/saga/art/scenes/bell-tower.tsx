import { BellTower, Fill, Lanterns, Stars } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#2a1b4d" />
      <Stars seed={7} />
      <BellTower x={200} base={250} scale={1.2} />
      <Lanterns y={210} />
    </g>
  );
}
