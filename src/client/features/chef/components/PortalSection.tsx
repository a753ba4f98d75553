import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import { useId, type ReactNode } from 'react';

/**
 * One part of the portal: a card whose title is a level-2 heading that names the region. `id`
 * is its anchor, which the portal's section links (and /chef#id links) jump to.
 */
export function PortalSection({ id, title, wide, children }: { id?: string; title: string; wide?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={wide ? 'cc-chef-sections__wide' : undefined}>
      <Card title={<h2 id={headingId}>{title}</h2>}>{children}</Card>
    </section>
  );
}

export function SectionLoading({ label }: { label: string }) {
  return (
    <div role="status" style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 0' }}>
      <Spin size="small" /> {label}
    </div>
  );
}
