import { theme } from 'antd';
import { useEffect, useState } from 'react';

/**
 * spec 2.2: a thin progress bar at the top of the window while a navigation resolves (what the Vue2
 * client did with NProgress). It creeps towards 90 % and completes when the navigation ends.
 */
export function ProgressBar({ running }: { running: boolean }) {
  const { token } = theme.useToken();
  const [percent, setPercent] = useState<number | null>(null);

  useEffect(() => {
    if (!running) {
      setPercent((p) => (p === null ? null : 100));
      const hide = setTimeout(() => setPercent(null), 250);
      return () => clearTimeout(hide);
    }
    setPercent(8);
    const creep = setInterval(() => setPercent((p) => Math.min(90, (p ?? 8) + (90 - (p ?? 8)) * 0.2)), 200);
    return () => clearInterval(creep);
  }, [running]);

  if (percent === null) return null;
  return (
    <div
      role="progressbar"
      aria-label="navigation"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className="isps-progress"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        zIndex: 2000,
        height: 2,
        width: `${percent}%`,
        background: token.colorPrimary,
        transition: 'width 200ms ease',
        boxShadow: `0 0 8px ${token.colorPrimary}`,
      }}
    />
  );
}
