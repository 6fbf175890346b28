import { SCREENS } from '@sommai/shared';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { PublicHeader } from '../../components/PublicHeader.tsx';
import { SiteFooter } from '../../components/SiteFooter.tsx';

interface AuthLayoutProps {
  hero: ReactNode;
  children: ReactNode;
}

/** Sign-in and sign-up: a burgundy hero beside the form card. */
export function AuthLayout({ hero, children }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader>
        <ButtonLink to="/pricing" variant="ghost" size="sm">
          {SCREENS.common.pricing}
        </ButtonLink>
      </PublicHeader>
      <main id="main" className="flex-1">
        <div className="mx-auto grid max-w-6xl gap-8 px-6 py-10 lg:grid-cols-2 lg:items-center lg:gap-14 lg:py-16">
          <section className="rounded-3xl bg-wine-900 bg-[radial-gradient(ellipse_at_top_left,_#7b1e3a_0%,_#420d21_60%)] p-8 text-cream-100 shadow-lg sm:p-10">
            {hero}
          </section>
          <section className="rounded-3xl border border-cream-300 bg-cream-50 p-8 shadow-sm sm:p-10">
            {children}
          </section>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

/** What the product offers, beside the sign-in and sign-up forms. */
export function HeroBullets() {
  return (
    <>
      <p className="mt-8 font-semibold text-gold-300">{SCREENS.signIn.bulletsTitle}</p>
      <ul className="mt-4 space-y-3">
        {SCREENS.signIn.bullets.map((bullet) => (
          <li key={bullet} className="flex items-center gap-3 text-cream-100">
            <CircleCheck className="size-5 shrink-0 text-gold-300" aria-hidden="true" />
            {bullet}
          </li>
        ))}
      </ul>
    </>
  );
}
