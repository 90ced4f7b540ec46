import type { CSSProperties } from 'react';
import './spinner.css';

/** The circle's length (r = 15): the dash shows between 30 % and 80 % of it, as antd-mobile's SpinLoading. */
const CIRCUMFERENCE = 2 * Math.PI * 15;

/**
 * A spinning arc that looks like antd-mobile's SpinLoading (same circle, same rotation, the arc growing and
 * shrinking), drawn by CSS animations only: SpinLoading animates its arc with @react-spring, which a screen that
 * shows a spinner would otherwise load first. `size` in px (antd's `--size`), `color` a CSS colour (default: the
 * theme's weak text colour). It names itself for assistive technology with `label`.
 */
export function Spinner({ size = 32, color, label, className }: { size?: number; color?: string; label?: string; className?: string }) {
  const style = { '--spinner-size': `${size}px`, ...(color ? { '--spinner-color': color } : {}), '--spinner-length': CIRCUMFERENCE } as CSSProperties;
  return (
    <span className={className ? `app-spinner ${className}` : 'app-spinner'} style={style} role="status" aria-label={label} aria-hidden={label ? undefined : true}>
      <svg className="app-spinner__svg" viewBox="0 0 32 32">
        <circle className="app-spinner__arc" fill="transparent" strokeWidth="2" strokeLinecap="square" r="15" cx="16" cy="16" />
      </svg>
    </span>
  );
}
