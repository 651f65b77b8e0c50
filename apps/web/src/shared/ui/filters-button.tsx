import { Badge, Button } from 'antd';
import { FilterOutlined } from '@ant-design/icons';

/** A list's "Filters" button on a phone (the filters live in a drawer), with how many are set. */
export function FiltersButton({ label, count, onClick }: { label: string; count: number; onClick: () => void }) {
  return (
    <Badge count={count} size="small">
      <Button icon={<FilterOutlined />} onClick={onClick}>
        {label}
      </Button>
    </Badge>
  );
}
