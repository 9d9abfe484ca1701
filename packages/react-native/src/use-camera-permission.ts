import { useEffect, useRef, useState } from 'react';
import { askCameraPermission, type CameraPermission } from './camera-permission';

/** The camera as the component knows it: asked for (Android), or refused inside the page (both platforms). */
export interface CameraState {
  camera: CameraPermission | 'asking';
  /** Asks again (Android) and lets the page ask again (it is loaded anew). */
  retry(): void;
  /** The page's own camera request was refused (`NotAllowedError`, told by the bridge script). */
  refusedInPage(): void;
}

/**
 * Asks for the camera once per attempt. The question is kept per attempt, so StrictMode's second run of the
 * effect waits for the same answer instead of asking the system twice.
 */
export function useCameraPermission(rationale: Parameters<typeof askCameraPermission>[0]): CameraState {
  const [camera, setCamera] = useState<CameraPermission | 'asking'>('asking');
  const [attempt, setAttempt] = useState(0);
  const question = useRef<{ attempt: number; answer: Promise<CameraPermission> } | undefined>(undefined);
  const rationaleRef = useRef(rationale);
  rationaleRef.current = rationale;

  useEffect(() => {
    let current = true;
    if (question.current?.attempt !== attempt)
      question.current = { attempt, answer: askCameraPermission(rationaleRef.current) };
    void question.current.answer.then((answer) => {
      if (current) setCamera(answer);
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  return {
    camera,
    retry: () => {
      setCamera('asking');
      setAttempt((n) => n + 1);
    },
    // iOS asks once: after a refusal only the settings can give the camera back, but "Try again" stays
    // offered for the person who just allowed it there.
    refusedInPage: () => setCamera('denied'),
  };
}
