import type { ReactNode } from 'react';
import { Space, Typography } from 'antd';

/**
 * A page's heading row: its title (the page's h1) and, on the right, its actions. A file of its own: the layout
 * imports the page list, so a page importing the layout would be a circle.
 */
export function PageHeading({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  return (
    <div className="console-heading">
      <Typography.Title level={1} className="console-title">
        {title}
      </Typography.Title>
      {extra ? <Space>{extra}</Space> : null}
    </div>
  );
}
