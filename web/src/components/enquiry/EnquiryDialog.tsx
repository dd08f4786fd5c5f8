// The popup form (showtype 2): dark overlay, close icon, Escape closes, focus trapped (Chakra Dialog on
// Ark; unstyled, since the theme carries no recipes: decision 0012).
import { Dialog, Portal } from '@chakra-ui/react';
import { Sheet } from '../Sheet';
import { EnquiryForm } from './EnquiryForm';
import sheet from './EnquiryDialog.css.ts?sheet';
import type { EnquiryTarget } from './context';

export default function EnquiryDialog({ target, onClose }: { target: EnquiryTarget; onClose: () => void }) {
  return (
    <Dialog.Root unstyled open onOpenChange={(e) => (e.open ? undefined : onClose())} closeOnInteractOutside={false} preventScroll>
      <Portal>
        <Sheet sheet={sheet} />
        <Dialog.Backdrop unstyled data-testid="enquiry-overlay" className="sj-eqd-backdrop" />
        <Dialog.Positioner unstyled className="sj-eqd-positioner">
          <Dialog.Content unstyled data-testid="enquiry-dialog" className="sj-eqd-content">
            <Dialog.Title unstyled as="h2" className="sj-eqd-title">
              {target.heading ?? `在线咨询 · ${target.title}`}
            </Dialog.Title>
            <Dialog.CloseTrigger unstyled aria-label="关闭" className="sj-eqd-close">
              ×
            </Dialog.CloseTrigger>
            <Dialog.Body unstyled className="sj-eqd-body">
              <EnquiryForm target={target} popup onDone={onClose} />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
