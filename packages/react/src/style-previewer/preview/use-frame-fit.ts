'use client';

import { type RefObject, useEffect, useState } from 'react';

export interface FrameFit {
  /** How much each frame is scaled down (1 = its real size). */
  scale: number;
  /** True when the frames sit in one row (light and dark side by side). */
  sideBySide: boolean;
  /** False until the room was measured (the first render, and without `ResizeObserver`). */
  measured: boolean;
}

export interface FrameFitOptions {
  /** The frame's real size: the page renders at this size, then is scaled to fit. */
  width: number;
  height: number;
  /** How many frames (1, or 2 for light and dark). */
  count: number;
  /** Space between frames and for each caption, in px. */
  gap: number;
  caption: number;
  /** Below this scale, two frames in a row are too small to judge: they stack instead. */
  minSideBySideScale?: number;
}

/**
 * Scales the preview's frames to the room they have. Frames render at their real size (a page laid out for
 * 420 px stays that layout) and are scaled down, never up: to the row's width, and, while the preview panel is
 * pinned beside the editor, to the screen's height, so the panel is never taller than the screen. Light and
 * dark sit side by side when both fit at a readable scale, else they stack.
 *
 * @example
 * const fit = useFrameFit(framesRef, { width: 420, height: 670, count: 2, gap: 16, caption: 24 });
 */
export function useFrameFit(frames: RefObject<HTMLElement | null>, options: FrameFitOptions): FrameFit {
  const { width, height, count, gap, caption, minSideBySideScale = 0.5 } = options;
  const [fit, setFit] = useState<FrameFit>({ scale: 1, sideBySide: count > 1, measured: false });
  useEffect(() => {
    const row = frames.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const room = row.clientWidth;
      if (room === 0) return;
      const box = row.closest<HTMLElement>('.vf-sp-preview');
      // Pinned (two columns): what the screen leaves below the panel's toolbar, at the panel's pinned place.
      let tall = Number.POSITIVE_INFINITY;
      if (box && getComputedStyle(box).position === 'sticky') {
        const above = row.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
        const below = Number.parseFloat(getComputedStyle(box).paddingBottom) || 0;
        const pinnedTop = Number.parseFloat(getComputedStyle(box).top) || 0;
        tall = Math.max(160, window.innerHeight - pinnedTop - above - below - caption);
      }
      const byHeight = tall / height;
      const inRow = Math.min(1, (room - gap * (count - 1)) / (count * width), byHeight);
      const sideBySide = count > 1 && inRow >= minSideBySideScale;
      const scale = sideBySide || count === 1 ? inRow : Math.min(1, room / width, byHeight);
      setFit((previous) =>
        previous.measured && Math.abs(previous.scale - scale) < 0.005 && previous.sideBySide === sideBySide
          ? previous
          : { scale, sideBySide, measured: true },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [frames, width, height, count, gap, caption, minSideBySideScale]);
  return fit;
}
