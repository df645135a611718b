import type { ProviderEnv } from '../env';
import { glossaryTranslator } from './glossary-translator';
import { createMachineTranslator } from './machine-translator';
import type { Translator } from './translator';

const translators = new WeakMap<ProviderEnv, Translator>();

/** The provider's translator: the machine-translation service when TRANSLATE_URL names one (the glossary behind it), else the glossary. One per process, so its memory lasts. */
export function translatorOf(env: ProviderEnv): Translator {
  let translator = translators.get(env);
  if (!translator) {
    translator = env.TRANSLATE_URL
      ? createMachineTranslator({ url: env.TRANSLATE_URL, apiKey: env.TRANSLATE_API_KEY, fallback: glossaryTranslator })
      : glossaryTranslator;
    translators.set(env, translator);
  }
  return translator;
}
