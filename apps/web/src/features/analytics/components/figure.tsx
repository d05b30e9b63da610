import { useId } from 'react';
import { t } from '@/lib/i18n';
import type { FigureChart, FigureData } from '../lib/figure-data';
import { Chart } from './chart';
import { ChartLegend } from './chart-legend';
import { CsvButton } from './csv-button';
import { FigureTable } from './figure-table';
import { analyticsText } from '../lib/messages';

interface FigureProps {
  title: string;
  /** The CSV's file name, without '.csv'. */
  name: string;
  data: FigureData;
  /** The chart of the same numbers as the table; none for a table alone. */
  chart?: FigureChart;
  empty?: string;
  /** False for an example figure: there is nothing of the reader's to download. */
  downloadable?: boolean;
}

/** One figure: its heading, a chart, the chart's numbers as a table, and the table as CSV. */
export function Figure({
  title,
  name,
  data,
  chart,
  empty = t(analyticsText.nothing),
  downloadable = true,
}: FigureProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        {downloadable && data.rows.length > 0 ? (
          <CsvButton data={data} fileName={`${name}.csv`} title={title} />
        ) : null}
      </div>
      {data.rows.length === 0 ? (
        <p className="text-sm text-stone-600">{empty}</p>
      ) : (
        <>
          {chart ? (
            <>
              <ChartLegend series={chart.series} />
              <Chart {...chart} description={t(analyticsText.chartDescription, { title })} />
            </>
          ) : null}
          <FigureTable data={data} label={t(analyticsText.tableLabel, { title })} />
        </>
      )}
    </section>
  );
}
