// The page's one message line (the shell's .m-toast, a polite live region): what the desktop shows as a toast.
let timer: ReturnType<typeof setTimeout> | undefined;

export type NoticeKind = 'success' | 'warning' | 'error';

export function notify(kind: NoticeKind, text: string): void {
  const toast = document.querySelector<HTMLElement>('.m-toast');
  if (!toast) return;
  toast.textContent = text;
  toast.dataset.kind = kind;
  toast.hidden = false;
  clearTimeout(timer);
  timer = setTimeout(() => (toast.hidden = true), 4000);
}
