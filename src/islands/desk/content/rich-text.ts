import StarterKit from '@tiptap/starter-kit';

/** The content desk's rich-text editors' formats (articles, step descriptions): what the pages' sanitiser keeps. */
export const richTextExtensions = [StarterKit.configure({
  heading: { levels: [2, 3] },
  link: { openOnClick: false, protocols: ['mailto', 'tel'], defaultProtocol: 'https' },
  code: false, codeBlock: false,
})];
