import { Skeleton } from 'antd';

/** A panel's antd skeleton while its call runs, named for screen readers. */
export function PanelLoading({ label, rows }: { label: string; rows: number }) {
  return (
    <div aria-busy="true">
      <span className="cc-visually-hidden">{label}</span>
      <Skeleton active paragraph={{ rows }} title={false} />
    </div>
  );
}
