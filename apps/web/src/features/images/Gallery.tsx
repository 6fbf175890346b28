import { MESSAGES, SCREENS } from '@sommai/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Download, ImagePlus, LoaderCircle, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '../../components/Button.tsx';
import { ProtectedImage } from '../../components/ProtectedImage.tsx';
import { isApiError } from '../../lib/api/index.ts';
import { imageKeys, useDeleteImage, useGallery, useImageStyles } from '../../lib/images/api.ts';
import { downloadImage } from '../../lib/images/files.ts';
import { formatCreated, qualityLabel, sizePreset, styleLabel } from '../../lib/images/labels.ts';
import type { GeneratedImage, ImageStyleOption } from '../../lib/images/types.ts';
import { toast } from '../../lib/toasts.tsx';

const text = SCREENS.images;

const cardButton =
  'inline-flex h-9 flex-1 items-center justify-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

interface GalleryProps {
  /** The image just made, marked out in the grid. */
  latestId?: string;
}

/** The user's images from the server, newest first, with download and delete on each. */
export function Gallery({ latestId }: GalleryProps) {
  const gallery = useGallery();
  const styles = useImageStyles();
  const images = gallery.data?.pages.flatMap((page) => page.images) ?? [];
  const total = gallery.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby="image-gallery-title" className="mt-10">
      <h2 id="image-gallery-title" className="font-serif text-2xl font-bold text-wine-900">
        {text.galleryTitle(total)}
      </h2>

      {gallery.isPending ? (
        <p role="status" className="mt-6 flex items-center gap-2 text-ink-muted">
          <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {text.galleryLoading}
        </p>
      ) : gallery.isError ? (
        <div className="mt-6 rounded-2xl border border-red-200 bg-red-50 px-5 py-6">
          <p role="alert" className="font-semibold text-red-900">
            {text.galleryLoadFailed}
          </p>
          <button
            type="button"
            onClick={() => void gallery.refetch()}
            className={buttonClasses('secondary', 'sm', 'mt-3')}
          >
            <RotateCw className="size-4" aria-hidden="true" />
            {text.tryAgain}
          </button>
        </div>
      ) : images.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border-2 border-dashed border-cream-300 bg-cream-50 px-6 py-14 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-wine-100 text-wine-700" aria-hidden="true">
            <ImagePlus className="size-7" />
          </span>
          <p className="mt-4 font-serif text-xl font-bold text-wine-900">{text.galleryEmpty}</p>
          <p className="mt-1 max-w-sm text-ink-muted">{text.galleryEmptyHint}</p>
        </div>
      ) : (
        <>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {images.map((image) => (
              <li key={image.id}>
                <ImageCard image={image} styles={styles.data} latest={image.id === latestId} />
              </li>
            ))}
          </ul>
          {gallery.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <button
                type="button"
                onClick={() => void gallery.fetchNextPage()}
                disabled={gallery.isFetchingNextPage}
                className={buttonClasses('secondary', 'md')}
              >
                {gallery.isFetchingNextPage ? (
                  <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : null}
                {gallery.isFetchingNextPage ? text.loadingMore : text.loadMore}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

interface ImageCardProps {
  image: GeneratedImage;
  styles: readonly ImageStyleOption[] | undefined;
  latest: boolean;
}

function ImageCard({ image, styles, latest }: ImageCardProps) {
  const queryClient = useQueryClient();
  const remove = useDeleteImage();
  const [downloading, setDownloading] = useState(false);
  const preset = sizePreset(image.size);
  const width = image.width || preset?.width;
  const height = image.height || preset?.height;
  const badges = [qualityLabel(image.quality, image.source), styleLabel(image.style, styles)].filter(Boolean);
  // What the user asked for; the full prompt the renderer used is there on hover.
  const asked = image.topic || image.prompt;

  const download = async () => {
    setDownloading(true);
    await downloadImage(image);
    setDownloading(false);
  };

  const onDelete = () => {
    remove.mutate(image.id, {
      onSuccess: () => {
        queryClient.removeQueries({ queryKey: imageKeys.file(image.imageUrl) });
        toast.success(MESSAGES.imageDeleted);
      },
      onError: (error) =>
        toast.error(
          isApiError(error) && error.status < 500 && error.status > 0 ? error.message : MESSAGES.imageDeleteFailed,
        ),
    });
  };

  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-2xl border bg-cream-50 shadow-sm ${
        latest ? 'border-wine-600 ring-2 ring-wine-600/30' : 'border-cream-300'
      }`}
    >
      <ProtectedImage
        url={image.imageUrl}
        alt={text.imageAlt(asked)}
        width={width}
        height={height}
        fit="contain"
        className="max-h-96 w-full border-b border-cream-300 bg-wine-950/5"
      />
      <div className="flex flex-1 flex-col p-4">
        <p className="line-clamp-3 font-medium break-words text-ink" title={image.prompt}>
          {asked}
        </p>
        <dl className="mt-2 space-y-0.5 text-sm text-ink-muted">
          {preset ? (
            <div>
              <dt className="sr-only">{text.sizeLabel}</dt>
              <dd>
                {preset.label} · {text.dimensions(preset.width, preset.height)}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="sr-only">{text.created}</dt>
            <dd>
              <time dateTime={image.created_at}>{formatCreated(image.created_at)}</time>
            </dd>
          </div>
        </dl>
        {badges.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5">
            {badges.map((badge) => (
              <li key={badge} className="rounded-full bg-wine-50 px-2.5 py-0.5 text-xs font-semibold text-wine-800">
                {badge}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex gap-2 pt-4">
          <button
            type="button"
            onClick={() => void download()}
            disabled={downloading}
            aria-label={text.downloadLabel(asked)}
            className={`${cardButton} border-wine-700 bg-wine-700 text-cream-50 hover:bg-wine-800 focus-visible:outline-wine-700`}
          >
            {downloading ? (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Download className="size-4" aria-hidden="true" />
            )}
            {text.download}
          </button>
          <button
            type="button"
            onClick={onDelete}
            disabled={remove.isPending}
            aria-label={text.deleteLabel(asked)}
            className={`${cardButton} border-cream-300 bg-cream-50 text-red-800 hover:border-red-700 hover:bg-red-50 focus-visible:outline-red-800`}
          >
            {remove.isPending ? (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Trash2 className="size-4" aria-hidden="true" />
            )}
            {remove.isPending ? text.deleting : text.delete}
          </button>
        </div>
      </div>
    </article>
  );
}
