import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { englishKitTexts, type KitTexts } from './kit-texts';

const KitTextsContext = /* @__PURE__ */ createContext<KitTexts>(englishKitTexts);

export interface VeriframeTextsProps {
  /** Texts to replace; the rest come from the enclosing texts (English at the top). */
  texts: Partial<KitTexts>;
  children?: ReactNode;
}

/**
 * Replaces the kit's component texts below it (also `<VeriframeProvider texts={…}>`).
 *
 * @example
 * import { spanishKitTexts } from '@veriframe/react/texts/es';
 * <VeriframeTexts texts={spanishKitTexts}><KnowledgeQuiz request={…} /></VeriframeTexts>
 */
export function VeriframeTexts({ texts, children }: VeriframeTextsProps) {
  const outer = useContext(KitTextsContext);
  const value = useMemo(() => ({ ...outer, ...texts }), [outer, texts]);
  return <KitTextsContext.Provider value={value}>{children}</KitTextsContext.Provider>;
}

/**
 * The kit's texts in effect here: English, then the provider's, then `overrides` (a component's own props).
 *
 * @example
 * const texts = useKitTexts();
 * <button>{texts.quizSubmit}</button>
 */
export function useKitTexts(overrides?: Partial<KitTexts>): KitTexts {
  const texts = useContext(KitTextsContext);
  return overrides ? { ...texts, ...overrides } : texts;
}
