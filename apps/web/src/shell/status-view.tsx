import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import './status-view.css';

interface StatusViewProps {
  icon: ReactNode;
  title: string;
  text: string;
  actions?: { label: string; onClick(): void; primary?: boolean; testId?: string }[];
  testId?: string;
}

/** Full-page message with an illustration and actions: errors, "not available yet", not found. */
export function StatusView({ icon, title, text, actions = [], testId }: StatusViewProps) {
  return (
    <div className="status-view" data-testid={testId}>
      <div className="status-view__icon" aria-hidden>
        {icon}
      </div>
      <h2 className="status-view__title">{title}</h2>
      <p className="status-view__text">{text}</p>
      <div className="status-view__actions">
        {actions.map((a) => (
          <Button
            key={a.label}
            color={a.primary ? 'primary' : 'default'}
            fill={a.primary ? 'solid' : 'outline'}
            shape="rounded"
            onClick={a.onClick}
            data-testid={a.testId}
          >
            {a.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
