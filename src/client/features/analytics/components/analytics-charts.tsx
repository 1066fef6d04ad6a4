import type { AnalyticsOverview } from '@shared/contract/documents';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { personalitySlices, weekdayChartDescription } from '../chart-data';
import { PersonalityDonut } from './personality-donut';
import { WeekdayBars } from './weekday-bars';

/*
 * The charts are drawn by the page itself (bars in HTML, the donut in SVG from d3-shape's arcs),
 * not by a charting library: Recharts alone was 120 KB gzipped, which took the screen of anyone
 * with documents past the 250 KB budget (ADR 0054). Each chart's drawing is hidden from assistive
 * technology; a table or list says the same.
 */

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
        <CardDescription>{weekdayChartDescription(total)}</CardDescription>
      </CardHeader>
      <CardContent className="px-3 sm:px-5">
        <WeekdayBars data={data} />
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
        <PersonalityDonut slices={slices} />
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
