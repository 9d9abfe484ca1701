import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { englishKitTexts, type KitTexts } from './kit-texts';

// Only the texts someone replaced: each component brings its own English defaults (`useKitTextsFor`), so a
// bundle with the hosted frame does not carry the quiz's texts.
const KitTextsContext = /* @__PURE__ */ createContext<Partial<KitTexts>>({});

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
 * One component's texts in effect here: its English `defaults`, then the provider's, then `overrides` (the
 * component's own props). For the kit's components; apps use {@link useKitTexts}.
 *
 * @example
 * const texts = useKitTextsFor(englishHostedTexts);
 * <iframe title={texts.hostedFrameTitle} />
 */
export function useKitTextsFor<Texts extends Partial<KitTexts>>(
  defaults: Texts,
  overrides?: Partial<KitTexts>,
): Texts {
  const replaced = useContext(KitTextsContext);
  return useMemo(() => ({ ...defaults, ...replaced, ...overrides }), [defaults, replaced, overrides]);
}

/**
 * The kit's texts in effect here: English, then the provider's, then `overrides` (a component's own props).
 *
 * @example
 * const texts = useKitTexts();
 * <button>{texts.quizSubmit}</button>
 */
export function useKitTexts(overrides?: Partial<KitTexts>): KitTexts {
  return useKitTextsFor(englishKitTexts, overrides);
}
