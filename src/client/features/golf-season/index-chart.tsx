import { Text } from '@mantine/core';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 24;

/** The club index after each score, oldest first, as a line; the values are also in the record table below. */
export function IndexChart({ points }: { points: { playedOn: string; index: number }[] }) {
  if (points.length < 2) return <Text c="dimmed">The chart appears once the index has changed.</Text>;
  const values = points.map((p) => p.index);
  const low = Math.floor(Math.min(...values));
  const high = Math.ceil(Math.max(...values));
  const span = Math.max(1, high - low);
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / (points.length - 1);
  const y = (value: number) => PAD + ((high - value) * (HEIGHT - 2 * PAD)) / span;
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.index).toFixed(1)}`).join(' ');
  const first = points[0];
  const last = points.at(-1);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-label={`Club index from ${first?.index.toFixed(1)} on ${first?.playedOn} to ${last?.index.toFixed(1)} on ${last?.playedOn}, lowest ${Math.min(...values).toFixed(1)}`}
      style={{ maxWidth: WIDTH, display: 'block' }}
    >
      <line x1={PAD} x2={WIDTH - PAD} y1={y(high)} y2={y(high)} stroke="var(--mantine-color-gray-3)" />
      <line x1={PAD} x2={WIDTH - PAD} y1={y(low)} y2={y(low)} stroke="var(--mantine-color-gray-3)" />
      <text x={2} y={y(high) + 4} fontSize="11" fill="var(--mantine-color-dimmed)">
        {high}
      </text>
      <text x={2} y={y(low) + 4} fontSize="11" fill="var(--mantine-color-dimmed)">
        {low}
      </text>
      <polyline points={line} fill="none" stroke="var(--mantine-color-green-7)" strokeWidth="2.5" />
      {points.map((p, i) => (
        <circle key={`${p.playedOn}-${i}`} cx={x(i)} cy={y(p.index)} r="3.5" fill="var(--mantine-color-green-7)" />
      ))}
    </svg>
  );
}
