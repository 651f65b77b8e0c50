import { Skeleton } from 'antd';

/** Placeholder cards shaped like the real ones (image box + text lines), so the page does not jump on load. */
export function CardSkeletons({ count, ratio, className }: { count: number; ratio: string; className: string }) {
  return (
    <div className={className} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="gb-card gb-card--skeleton">
          <div className="gb-skeleton-media" style={{ aspectRatio: ratio }} />
          <div className="gb-card__body">
            <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 2, width: ['90%', '50%'] }} />
          </div>
        </div>
      ))}
    </div>
  );
}
