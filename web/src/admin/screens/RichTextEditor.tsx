// The article body's editor: TipTap (MIT, on ProseMirror) with the marks and blocks the site's sanitiser
// keeps (server/src/graphql/sanitize.ts: headings, lists, quotes, links, pictures from the site's own
// media). Loaded lazily by the editor screen, so ProseMirror's code is fetched only when someone writes.
// Pictures go through the upload (checked and stripped of metadata upstream) and are inserted by address.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { useRef, type ReactNode } from 'react';

export interface RichTextEditorProps {
  /** The HTML to start from (the saved body). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Uploads a picture; answers its address, or null when refused (the caller shows why). */
  uploadImage: (file: File) => Promise<string | null>;
  labelledBy: string;
}

function Tool({ label, active, disabled, onClick, children }: { label: string; active?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={`ad-rte-tool${active ? ' ad-rte-on' : ''}`} aria-label={label} title={label} aria-pressed={active ?? undefined} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}

export default function RichTextEditor({ initialHtml, onChange, uploadImage, labelledBy }: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false, protocols: ['http', 'https'], HTMLAttributes: { rel: 'nofollow noopener', target: '_blank' } } }),
      Image.configure({ inline: false }),
    ],
    content: initialHtml,
    editorProps: { attributes: { class: 'ad-rte-body sj-html', 'aria-labelledby': labelledBy, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'), italic: e.isActive('italic'), h2: e.isActive('heading', { level: 2 }), h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'), ordered: e.isActive('orderedList'), quote: e.isActive('blockquote'), link: e.isActive('link'),
      undo: e.can().undo(), redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt('链接地址（http:// 或 https:// 开头，留空则取消链接）', previous);
    if (href === null) return;
    if (!href.trim() || href.trim() === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else if (/^https?:\/\/\S+$/.test(href.trim())) chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
    else window.alert('链接须为 http:// 或 https:// 开头的完整网址');
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const url = await uploadImage(file);
    if (url) chain().setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, '') }).run();
  };
  return (
    <div className="ad-rte">
      <div className="ad-rte-bar" role="toolbar" aria-label="正文格式">
        <Tool label="加粗" active={state.bold} onClick={() => chain().toggleBold().run()}><b>B</b></Tool>
        <Tool label="斜体" active={state.italic} onClick={() => chain().toggleItalic().run()}><i>I</i></Tool>
        <Tool label="二级标题" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>H2</Tool>
        <Tool label="三级标题" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>H3</Tool>
        <Tool label="无序列表" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>• 列表</Tool>
        <Tool label="有序列表" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>1. 列表</Tool>
        <Tool label="引用" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>“ 引用</Tool>
        <Tool label="链接" active={state.link} onClick={setLink}>链接</Tool>
        <Tool label="插入图片" onClick={() => fileInput.current?.click()}>图片</Tool>
        <Tool label="撤销" disabled={!state.undo} onClick={() => chain().undo().run()}>撤销</Tool>
        <Tool label="重做" disabled={!state.redo} onClick={() => chain().redo().run()}>重做</Tool>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="ad-sr-only"
          aria-label="选择要插入正文的图片"
          data-testid="body-image-input"
          tabIndex={-1}
          onChange={(e) => {
            void onFile(e.currentTarget.files?.[0]);
            e.currentTarget.value = '';
          }}
        />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
