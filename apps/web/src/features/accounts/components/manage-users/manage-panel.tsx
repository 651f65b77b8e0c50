import type { ReactNode } from 'react';
import { Drawer, Grid, Modal } from 'antd';

interface ManagePanelProps {
  title: ReactNode;
  onClose: () => void;
  footer: ReactNode;
  children: ReactNode;
  /** Width of the drawer on tablets and laptops. */
  size?: number;
}

/** A click beside the panel does not close it: a half-filled form is not lost to a stray click. */
const STAY = { closable: false } as const;

/**
 * The manage page's forms over the list: a drawer from the right from md (768 px) up, a full-width modal on phones,
 * where a side drawer would leave the form no room. Mounted while open; its content is dropped when it closes.
 */
export function ManagePanel({ title, onClose, footer, children, size = 640 }: ManagePanelProps) {
  const screens = Grid.useBreakpoint();
  if (screens.md === false) {
    return (
      <Modal open title={title} onCancel={onClose} footer={footer} mask={STAY} destroyOnHidden width="100%" className="gb-manage-panel">
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
