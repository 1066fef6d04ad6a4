import { Bar, BarChart, CartesianGrid, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PieLabelRenderProps } from 'recharts';
import type { AnalyticsOverview } from '@shared/contract/documents';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { personalitySlices } from '../chart-data';

/*
 * Recharts is this file's alone and the analytics page loads it lazily, so no other screen pays
 * for it. Each chart's SVG is hidden from assistive technology; a table or list says the same.
 */

const BAR_COLOR = '#4f46e5';
const AXIS_TICK = { fontSize: 12, fill: '#64748b' };
/** Slices narrower than this carry no label inside; the legend still gives their share. */
const MIN_LABELLED_PERCENT = 8;

function SliceLabel({ cx, cy, midAngle, innerRadius, outerRadius, payload }: PieLabelRenderProps) {
  const slice = payload as { percent?: number } | undefined;
  if (!slice?.percent || slice.percent < MIN_LABELLED_PERCENT) return null;
  const radius = Number(innerRadius) + (Number(outerRadius) - Number(innerRadius)) / 2;
  const angle = (-(midAngle ?? 0) * Math.PI) / 180;
  return (
    <text
      x={Number(cx) + radius * Math.cos(angle)}
      y={Number(cy) + radius * Math.sin(angle)}
      fill="#ffffff"
      fontSize={12}
      fontWeight={600}
      textAnchor="middle"
      dominantBaseline="central"
    >
      {slice.percent}%
    </text>
  );
}

function WeekdayChart({ data }: { data: AnalyticsOverview['documentsByWeekday'] }) {
  const total = data.reduce((sum, day) => sum + day.count, 0);
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle asChild>
          <h2 id="weekday-chart-heading" className="text-base">
            Documents by weekday
          </h2>
        </CardTitle>
        <CardDescription>When your {formatNumber(total)} documents were created, Monday to Sunday.</CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-5">
        <div className="h-64" aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke="#e5e7eb" />
              <XAxis dataKey="day" tick={AXIS_TICK} tickLine={false} axisLine={false} interval={0} />
              <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={40} />
              <Tooltip cursor={{ fill: 'rgba(99, 102, 241, 0.08)' }} formatter={(value) => [value, 'Documents']} />
              <Bar dataKey="count" name="Documents" fill={BAR_COLOR} radius={[4, 4, 0, 0]} maxBarSize={48} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <table className="sr-only" aria-labelledby="weekday-chart-heading">
          <thead>
            <tr>
              <th scope="col">Weekday</th>
              <th scope="col">Documents</th>
            </tr>
          </thead>
          <tbody>
            {data.map(({ day, count }) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

function PersonalityChart({ data }: { data: AnalyticsOverview['documentsByPersonality'] }) {
  const slices = personalitySlices(data);
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle asChild>
          <h2 id="personality-chart-heading" className="text-base">
            Documents by personality
          </h2>
        </CardTitle>
        <CardDescription>The share of documents written in each AI personality.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
        <div className="h-56" aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            <PieChart accessibilityLayer={false}>
              <Pie
                data={slices}
                dataKey="count"
                nameKey="name"
                innerRadius="45%"
                outerRadius="90%"
                paddingAngle={slices.length > 1 ? 2 : 0}
                stroke="#ffffff"
                label={SliceLabel}
                labelLine={false}
                isAnimationActive={false}
                // The list beside the chart carries its content; the hidden SVG takes no focus.
                rootTabIndex={-1}
              />
              <Tooltip formatter={(value, name) => [value, name]} />
            </PieChart>
          </ResponsiveContainer>
        </div>
        {/* The legend doubles as the chart's text alternative. */}
        <ul className="grid gap-2 text-sm" aria-labelledby="personality-chart-heading">
          {slices.map((slice) => (
            <li key={slice.name} className="flex items-center gap-2">
              <span aria-hidden className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: slice.fill }} />
              <span className="font-medium">{slice.name}</span>
              <span className="ml-auto pl-4 text-muted-foreground tabular-nums">
                {formatNumber(slice.count)} ({slice.percent}%)
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function AnalyticsCharts({ overview }: { overview: AnalyticsOverview }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <WeekdayChart data={overview.documentsByWeekday} />
      <PersonalityChart data={overview.documentsByPersonality} />
    </div>
  );
}
