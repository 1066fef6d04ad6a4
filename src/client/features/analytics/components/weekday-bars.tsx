import type { AnalyticsOverview } from '@shared/contract/documents';
import { formatNumber } from '@/lib/format';
import { countAxis } from '../chart-data';

/** Where a count sits on the axis, as a share of the plot's height. */
const heightOf = (count: number, top: number) => `${(count / top) * 100}%`;

/**
 * One bar per weekday, its count above it, on whole-number gridlines. Drawn in HTML, so its text
 * stays readable at any width. Hidden from assistive technology: the table after it is the text.
 */
export function WeekdayBars({ data }: { data: AnalyticsOverview['documentsByWeekday'] }) {
  const axis = countAxis(Math.max(0, ...data.map((day) => day.count)));
  const top = axis.at(-1) ?? 1;
  return (
    <div
      aria-hidden
      data-testid="weekday-bars"
      className="grid h-64 grid-cols-[auto_minmax(0,1fr)] grid-rows-[minmax(0,1fr)_auto] gap-x-2 gap-y-1.5 text-xs text-muted-foreground"
    >
      {/* The plot starts a line below its box's top, so the highest bar's count fits above it. */}
      <div className="relative min-w-5">
        <div className="absolute inset-x-0 top-5 bottom-0">
          {axis.map((tick) => (
            <span key={tick} className="absolute right-0 translate-y-1/2 tabular-nums" style={{ bottom: heightOf(tick, top) }}>
              {formatNumber(tick)}
            </span>
          ))}
        </div>
      </div>
      <div className="relative">
        <div className="absolute inset-x-0 top-5 bottom-0">
          {axis.map((tick) => (
            <div key={tick} className="absolute inset-x-0 border-t border-slate-200" style={{ bottom: heightOf(tick, top) }} />
          ))}
          <div className="absolute inset-0 flex items-end gap-1 sm:gap-2">
            {data.map(({ day, count }) => (
              <div key={day} className="flex h-full flex-1 items-end justify-center rounded-t-sm hover:bg-indigo-500/10" title={`${day}: ${count}`}>
                <div className="relative w-full max-w-12 rounded-t bg-indigo-600" style={{ height: heightOf(count, top) }} data-count={count}>
                  <span className="absolute inset-x-0 bottom-full mb-0.5 text-center font-medium text-foreground tabular-nums">
                    {formatNumber(count)}
                  </span>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
      <div />
      <div className="flex gap-1 sm:gap-2">
        {data.map(({ day }) => (
          <span key={day} className="flex-1 text-center">
            {day}
          </span>
        ))}
      </div>
    </div>
  );
}
