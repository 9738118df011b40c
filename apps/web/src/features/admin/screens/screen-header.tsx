import type { ReactNode } from 'react';

export function ScreenHeader({ title, subtitle, actions }: { title: string; subtitle: string; actions?: ReactNode }) {
  return (
    <div className="admin-screen-header">
      <div>
        <h1 className="admin-screen-title">{title}</h1>
        <p className="admin-screen-subtitle">{subtitle}</p>
      </div>
      {actions}
    </div>
  );
}
