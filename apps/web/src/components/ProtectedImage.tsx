import { ImageOff, LoaderCircle } from 'lucide-react';
import { useImageFile } from '../lib/images/api.ts';
import { useObjectUrl } from '../lib/useObjectUrl.ts';

interface ProtectedImageProps {
  /** An API address behind the bearer token. */
  url: string;
  alt: string;
  width?: number;
  height?: number;
  /** The frame's proportions when they are not the image's own (CSS aspect-ratio). */
  ratio?: string;
  /** Classes of the frame; the picture fills it. */
  className?: string;
  fit?: 'cover' | 'contain';
}

/**
 * A stored image: its bytes come through the API client (they are behind the bearer token) and
 * show through an object URL. The frame keeps the image's proportions while it loads.
 */
export function ProtectedImage({ url, alt, width, height, ratio, className = '', fit = 'cover' }: ProtectedImageProps) {
  const file = useImageFile(url);
  const src = useObjectUrl(file.data);
  const aspectRatio = ratio ?? (width && height ? `${width} / ${height}` : undefined);
  return (
    <div className={`relative overflow-hidden bg-cream-200 ${className}`} style={{ aspectRatio }}>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          className={`absolute inset-0 size-full ${fit === 'cover' ? 'object-cover' : 'object-contain'}`}
        />
      ) : (
        <span role="img" aria-label={alt} className="absolute inset-0 grid place-items-center text-wine-700">
          {file.isError ? (
            <ImageOff className="size-6" aria-hidden="true" />
          ) : (
            <LoaderCircle className="size-6 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          )}
        </span>
      )}
    </div>
  );
}
