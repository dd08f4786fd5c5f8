// The popup form (showtype 2): dark overlay, close icon, Escape closes, focus trapped (Chakra Dialog on
// Ark; unstyled, since the theme carries no recipes: decision 0012).
import { palette } from '../../palette';
import { Dialog, Portal } from '@chakra-ui/react';
import { EnquiryForm } from './EnquiryForm';
import type { EnquiryTarget } from './context';

export default function EnquiryDialog({ target, onClose }: { target: EnquiryTarget; onClose: () => void }) {
  return (
    <Dialog.Root unstyled open onOpenChange={(e) => (e.open ? undefined : onClose())} closeOnInteractOutside={false} preventScroll>
      <Portal>
        <Dialog.Backdrop unstyled data-testid="enquiry-overlay" position="fixed" inset="0" zIndex={1400} bg="rgba(0,0,0,0.6)" />
        <Dialog.Positioner unstyled position="fixed" inset="0" zIndex={1401} display="flex" alignItems="center" justifyContent="center" overflowY="auto">
          <Dialog.Content unstyled data-testid="enquiry-dialog" position="relative" bg="white" w="600px" maxW="calc(100vw - 32px)" borderRadius="4px" boxShadow="0 10px 40px rgba(0,0,0,.35)" outline="none">
            <Dialog.Title unstyled as="h2" fontSize="17px" fontWeight="bold" px="24px" py="14px" borderBottom="1px solid #eee" bg="#fafafa" borderTopRadius="4px" pr="56px">
              {target.heading ?? `在线咨询 · ${target.title}`}
            </Dialog.Title>
            <Dialog.CloseTrigger
              unstyled
              aria-label="关闭"
              position="absolute"
              top="8px"
              right="10px"
              w="36px"
              h="36px"
              fontSize="24px"
              lineHeight="1"
              color={palette.muted}
              bg="transparent"
              border="none"
              cursor="pointer"
              _hover={{ color: '#333' }}
            >
              ×
            </Dialog.CloseTrigger>
            <Dialog.Body unstyled px="24px" py="18px">
              <EnquiryForm target={target} popup onDone={onClose} />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
