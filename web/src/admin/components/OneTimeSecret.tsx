// A value shown once (an enrolment link, a webhook signing secret): in full, with a copy button and the
// warning that it will not be shown again.
import { Button, Clipboard } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function OneTimeSecret({ value, label, warning, onDismiss }: { value: string; label: string; warning: ReactNode; onDismiss: () => void }) {
  return (
    <div className="ad-alert ad-alert-warn" role="status">
      <div className="ad-gap-bottom-sm">
        <strong>{label}</strong> · {warning}
      </div>
      <div className="ad-secret">
        <code data-testid="one-time-value">{value}</code>
        <Clipboard.Root value={value}>
          <Clipboard.Trigger asChild>
            <Button size="xs" variant="outline">
              <Clipboard.Indicator copied="已复制">复制</Clipboard.Indicator>
            </Button>
          </Clipboard.Trigger>
        </Clipboard.Root>
        <Button size="xs" variant="ghost" onClick={onDismiss}>
          我已保存
        </Button>
      </div>
    </div>
  );
}
