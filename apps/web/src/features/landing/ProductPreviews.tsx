// What the product makes, shown on the landing page as plain markup with sample content (no script
// of its own, so the landing stays small): a chat answer, a study-guide page, a quiz question and a
// picture drawn by the built-in image renderer at build time (scripts/landing-preview.ts).
import { LANDING_TEXTS } from '@sommai/shared';
import { Check, FileText, ImageIcon, ListChecks, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';

const text = LANDING_TEXTS.previews;

function Preview({ icon, caption, children }: { icon: ReactNode; caption: string; children: ReactNode }) {
  return (
    <figure className="flex flex-col overflow-hidden rounded-2xl border border-wine-800/70 bg-cream-50 text-ink shadow-xl">
      <div className="flex-1 p-4" aria-hidden="true">
        {children}
      </div>
      <figcaption className="flex items-center gap-2 border-t border-cream-300 bg-cream-100 px-4 py-3 text-sm font-semibold text-wine-900">
        {icon}
        {caption}
      </figcaption>
    </figure>
  );
}

export function ProductPreviews() {
  return (
    <section aria-labelledby="previews-title" className="mx-auto w-full max-w-6xl px-6 pb-16">
      <h2 id="previews-title" className="mb-6 font-serif text-2xl font-bold text-cream-50 sm:text-3xl">
        {LANDING_TEXTS.previewsTitle}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="landing-previews">
        <Preview icon={<MessageCircle className="size-4" aria-hidden="true" />} caption={text.chat.caption}>
          <p className="text-xs font-semibold text-ink-muted">{text.chat.meta}</p>
          <p className="mt-2 ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-wine-800 px-3 py-2 text-sm text-cream-50">
            {text.chat.question}
          </p>
          <p className="mt-2 max-w-[95%] rounded-2xl rounded-bl-sm border border-cream-300 bg-white px-3 py-2 text-sm leading-relaxed">
            {text.chat.answer}
          </p>
        </Preview>
        <Preview icon={<FileText className="size-4" aria-hidden="true" />} caption={text.guide.caption}>
          <div className="mx-auto max-w-56 rounded-md border border-cream-300 bg-white p-4 shadow-md">
            <p className="font-serif text-lg font-bold text-wine-900">{text.guide.title}</p>
            <p className="text-[0.7rem] font-semibold tracking-wide text-ink-muted uppercase">{text.guide.level}</p>
            <div className="my-2 h-0.5 w-10 bg-gold-300" />
            <p className="text-xs font-bold text-wine-800">{text.guide.heading}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-4 text-xs">
              {text.guide.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <div className="mt-3 space-y-1">
              <span className="block h-1 rounded bg-cream-200" />
              <span className="block h-1 w-5/6 rounded bg-cream-200" />
            </div>
          </div>
        </Preview>
        <Preview icon={<ListChecks className="size-4" aria-hidden="true" />} caption={text.quiz.caption}>
          <p className="text-xs font-semibold text-ink-muted">{text.quiz.meta}</p>
          <p className="mt-1 text-sm font-bold text-wine-900">{text.quiz.question}</p>
          <ul className="mt-2 space-y-1.5 text-sm">
            {text.quiz.options.map((option, index) => (
              <li
                key={option}
                className={`flex items-center justify-between rounded-lg border px-3 py-1.5 ${
                  index === text.quiz.correct
                    ? 'border-green-700 bg-green-50 font-semibold text-green-900'
                    : 'border-cream-300 bg-white'
                }`}
              >
                {option}
                {index === text.quiz.correct ? <Check className="size-4" /> : null}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-green-900">{text.quiz.explanation}</p>
        </Preview>
        <Preview icon={<ImageIcon className="size-4" aria-hidden="true" />} caption={text.image.caption}>
          <img
            src="/previews/landing-vineyard.webp"
            alt={text.image.alt}
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full rounded-lg bg-wine-900 object-cover"
          />
          <p className="mt-2 text-xs text-ink-muted">“{text.image.prompt}”</p>
        </Preview>
      </div>
    </section>
  );
}
