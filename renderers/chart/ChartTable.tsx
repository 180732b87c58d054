/** The chart's figures as a table: one row per category, one column per series. */
import type { ChartSeries } from './chart-types';

interface ChartTableProps {
  caption: string;
  categoryHeader: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
}

export function ChartTable({ caption, categoryHeader, categories, series }: ChartTableProps) {
  return (
    <table className="rf-chart-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryHeader}</th>
          {/* Keys by position: report rows may repeat a category or a series name. */}
          {series.map((s, seriesIndex) => (
            <th scope="col" key={seriesIndex}>
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((category, index) => (
          <tr key={index}>
            <th scope="row">{category}</th>
            {series.map((s, seriesIndex) => (
              <td key={seriesIndex}>{s.data[index] ?? 0}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
