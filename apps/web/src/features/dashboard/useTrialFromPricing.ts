import { FREE_TRIAL_DAYS, PLANS, SHELL_MESSAGES } from '@sommai/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { trialPlan } from '../../lib/api/invite.ts';
import { useStartTrial } from '../../lib/api/settings.ts';
import { toast } from '../../lib/toasts.tsx';

/**
 * Arriving with `?trial=` (a plan's "Start Free Trial" on the pricing page, through sign-up or
 * sign-in) starts that plan's free trial once and says so. The server decides whether the account
 * may have it (one trial per account, none over a plan in force) and its refusal is shown as is.
 */
export function useTrialFromPricing() {
  const [params, setParams] = useSearchParams();
  const plan = trialPlan(params);
  const trial = useStartTrial();
  const asked = useRef(false);

  useEffect(() => {
    if (!plan || asked.current) return;
    asked.current = true;
    // The address forgets the request at once, so a reload or a shared link does not ask again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('trial');
        return next;
      },
      { replace: true },
    );
    const name = PLANS.find((p) => p.id === plan)?.name ?? plan;
    trial.mutate(plan, {
      onSuccess: () => toast.success(SHELL_MESSAGES.trialStarted(name, FREE_TRIAL_DAYS)),
      onError: (error) => toast.error(error.message || SHELL_MESSAGES.trialStartFailed),
    });
  }, [plan, setParams, trial]);
}
