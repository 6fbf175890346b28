import { TIMINGS, usagePercent } from '@sommai/shared';
import { useEffect, useId, useRef, useState } from 'react';

interface UsageBarProps {
  label: string;
  used: number;
  limit: number;
  /** e.g. '1,250 / 999,999 tokens' */
  detail: string;
}

/** A usage bar that grows from 0 to its percent once it is on screen. */
export function UsageBar({ label, used, limit, detail }: UsageBarProps) {
  const percent = usagePercent(used, limit);
  const [shown, setShown] = useState(0);
  const fillRef = useRef<HTMLDivElement>(null);
  const labelId = useId();

  useEffect(() => {
    // Reading layout commits the 0% width first, so the change to `percent` is transitioned.
    void fillRef.current?.offsetWidth;
    setShown(percent);
  }, [percent]);

  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-cream-100">
          {label}
        </span>
        <span className="font-semibold text-gold-300">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% — ${detail}`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-wine-950/70"
      >
        <div
          ref={fillRef}
          className="h-full rounded-full bg-gradient-to-r from-gold-400 to-gold-300 transition-[width] ease-out motion-reduce:transition-none"
          style={{ width: `${shown}%`, transitionDuration: `${TIMINGS.usageBarAnimationMs}ms` }}
        />
      </div>
      <p className="mt-1.5 text-xs text-cream-200">{detail}</p>
    </div>
  );
}
