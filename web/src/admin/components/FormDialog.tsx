// A button that opens a dialog holding a small form (Chakra's Dialog: focus moves in and is trapped, Esc
// closes, focus returns to the button). The form's answer is shown inside; the dialog closes on success.
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Notice } from './Notice';

export interface FormDialogProps {
  title: string;
  /** The button that opens it. */
  label: ReactNode;
  trigger?: Omit<ComponentProps<typeof Button>, 'children' | 'onClick'>;
  submitLabel: string;
  /** A line under the title. */
  lead?: ReactNode;
  /** Answers null when done (the dialog closes), or the message to show. */
  onSubmit: (form: FormData) => Promise<string | null>;
  /** The submit button's colour (danger for irreversible actions). */
  tone?: 'brand' | 'red';
  children: ReactNode;
}

export function FormDialog({ title, label, trigger, submitLabel, lead, onSubmit, tone = 'brand', children }: FormDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // React's events bubble along the component tree, through the portal: a dialog opened from inside
    // another form must not submit that form too.
    e.stopPropagation();
    setBusy(true);
    setMessage(null);
    try {
      const problem = await onSubmit(new FormData(e.currentTarget));
      if (problem) setMessage(problem);
      else setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        setMessage(null);
      }}
      size="md"
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" {...trigger}>
          {label}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {lead ? <p className="ad-hint ad-gap-bottom">{lead}</p> : null}
                {message ? <Notice tone="bad">{message}</Notice> : null}
                <div className="ad-form">{children}</div>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button size="sm" variant="outline" type="button">
                    取消
                  </Button>
                </Dialog.ActionTrigger>
                <Button size="sm" type="submit" colorPalette={tone} loading={busy}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
