import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * A photo's shape (height / width) once it has loaded, for the marks laid over it; null before (or when it
 * cannot load). A photo already in the cache may have loaded before React listened: the layout effect reads it.
 */
export function usePhotoAspect() {
  const imgRef = useRef<HTMLImageElement>(null);
  const [aspect, setAspect] = useState<number | null>(null);
  const read = useCallback(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth > 0 && img.naturalHeight > 0) {
      setAspect(img.naturalHeight / img.naturalWidth);
    }
  }, []);
  useLayoutEffect(read, [read]);
  return { aspect, imgRef, onLoad: read };
}
