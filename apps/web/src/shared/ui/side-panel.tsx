import type { ReactNode } from 'react';
import { Drawer, Grid, Modal } from 'antd';
import './side-panel.css';

interface SidePanelProps {
  title: ReactNode;
  onClose: () => void;
  footer: ReactNode;
  children: ReactNode;
  /** Width of the drawer on wider screens. */
  size?: number;
}

/** A click beside the panel does not close it: a half-filled form is not lost to a stray click. */
const STAY = { closable: false } as const;

/**
 * A form over a list (the showroom's collections, the manage-user page): a drawer from the right on tablets and laptops, a modal on phones (below md, 768 px), where a
 * side drawer would leave no room for the form. Mounted while open; its content is dropped when it closes.
 */
export function SidePanel({ title, onClose, footer, children, size = 560 }: SidePanelProps) {
  const screens = Grid.useBreakpoint();
  // Before the first measurement useBreakpoint is empty: assume the drawer.
  if (screens.md === false) {
    return (
      <Modal open title={title} onCancel={onClose} footer={footer} mask={STAY} destroyOnHidden width="100%" className="gb-side-panel">
        {children}
      </Modal>
    );
  }
  return (
    <Drawer open title={title} onClose={onClose} footer={footer} size={size} mask={STAY} destroyOnHidden placement="right">
      {children}
    </Drawer>
  );
}
