import { arc, pie, type PieArcDatum } from 'd3-shape';
import type { PersonalitySlice } from '../chart-data';

/** The drawing's own units: the SVG scales to its box and keeps its shape. */
const OUTER_RADIUS = 90;
const INNER_RADIUS = 45;
/** Slices narrower than this carry no label inside; the legend still gives their share. */
const MIN_LABELLED_PERCENT = 8;

/** Each slice's angles, in the order given: personalitySlices puts them largest first, as the legend lists them. */
function layoutSlices(slices: PersonalitySlice[]): PieArcDatum<PersonalitySlice>[] {
  return pie<PersonalitySlice>()
    .value((slice) => slice.count)
    .sort(null)
    .padAngle(slices.length > 1 ? 0.02 : 0)(slices);
}
const ring = arc<PieArcDatum<PersonalitySlice>>().innerRadius(INNER_RADIUS).outerRadius(OUTER_RADIUS);

/**
 * The share of documents per personality as a ring, each slice's percentage written inside it;
 * hovering a slice names it. Hidden from assistive technology: the legend beside it is the text.
 */
export function PersonalityDonut({ slices }: { slices: PersonalitySlice[] }) {
  const arcs = layoutSlices(slices);
  return (
    <div className="h-56" aria-hidden data-testid="personality-donut">
      <svg viewBox={`${-OUTER_RADIUS - 2} ${-OUTER_RADIUS - 2} ${2 * OUTER_RADIUS + 4} ${2 * OUTER_RADIUS + 4}`} className="size-full">
        {arcs.map((slice) => {
          const [x, y] = ring.centroid(slice);
          return (
            <g key={slice.data.name}>
              <path d={ring(slice) ?? undefined} fill={slice.data.fill} stroke="#ffffff" strokeWidth={1.5}>
                <title>{`${slice.data.name}: ${slice.data.count} (${slice.data.percent}%)`}</title>
              </path>
              {slice.data.percent >= MIN_LABELLED_PERCENT ? (
                <text
                  x={x}
                  y={y}
                  fill="#ffffff"
                  fontSize={11}
                  fontWeight={600}
                  textAnchor="middle"
                  dominantBaseline="central"
                  pointerEvents="none"
                >
                  {slice.data.percent}%
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
