import type { ReactNode } from 'react';
import { Card, Table, type TableColumnsType } from 'antd';
import { useConsoleT } from '../i18n';

/**
 * One chart with what a screen reader and a keyboard need instead of it: the title (the figure's caption), a one-line
 * summary in words, and the same figures as a table behind a disclosure. The drawing itself is hidden from assistive
 * technology (it says nothing the summary and the table do not).
 */
export function ChartFigure<Row extends object>(props: {
  id: string;
  title: string;
  summary: string;
  chart: ReactNode;
  rows: Row[];
  columns: TableColumnsType<Row>;
  rowKey: (row: Row) => string;
}) {
  const { t } = useConsoleT();
  return (
    <Card size="small" className="dash-card" data-testid={`dash-${props.id}`}>
      <figure className="dash-figure" aria-labelledby={`dash-${props.id}-title`} aria-describedby={`dash-${props.id}-summary`}>
        <figcaption>
          <h2 id={`dash-${props.id}-title`} className="dash-figure-title">
            {props.title}
          </h2>
          <p id={`dash-${props.id}-summary`} className="dash-summary" data-testid={`dash-${props.id}-summary`}>
            {props.summary}
          </p>
        </figcaption>
        {props.rows.length ? (
          <div className="dash-chart" aria-hidden="true">
            {props.chart}
          </div>
        ) : null}
        {props.rows.length ? (
          <details className="dash-table">
            <summary>{t('dashboard.table')}</summary>
            <Table<Row> size="small" pagination={false} rowKey={props.rowKey} dataSource={props.rows} columns={props.columns} scroll={{ y: 320 }} />
          </details>
        ) : null}
      </figure>
    </Card>
  );
}
