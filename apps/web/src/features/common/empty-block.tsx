import Button from 'antd-mobile/es/components/button';
import Empty from 'antd-mobile/es/components/empty';
import './paged-list.css';

export interface EmptyBlockProps {
  title: string;
  text?: string;
  action?: { label: string; onClick(): void };
  testId?: string;
}

/** The empty state of a list: a picture, a line, a hint and maybe one action. */
export function EmptyBlock({ title, text, action, testId = 'listing-empty' }: EmptyBlockProps) {
  return (
    <div className="lempty" data-testid={testId}>
      <Empty description={title} />
      {text && <p className="muted">{text}</p>}
      {action && (
        <Button size="small" color="primary" fill="outline" shape="rounded" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </div>
  );
}
