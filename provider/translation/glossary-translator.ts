import { fromChinese, queryToChinese } from './glossary';
import type { Translator } from './translator';

/** Translation by the catalog glossary alone, through Chinese: exact for catalog words, other words left as typed. */
export const glossaryTranslator: Translator = {
  translate(texts, from, to) {
    const translateOne = (text: string) => {
      if (from === to) return text;
      const chinese = from === 'zh-CN' ? text : queryToChinese(text, from);
      return to === 'zh-CN' ? chinese : fromChinese(chinese, to);
    };
    return Promise.resolve(texts.map(translateOne));
  },
};
