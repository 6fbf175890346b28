import { MESSAGES, type Professional, SCREENS } from '@sommai/shared';
import { Copy, Send, UserPlus } from 'lucide-react';
import { Button } from '../../components/Button.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { toast } from '../../lib/toasts.tsx';
import { useProfessionals, useSendInvite } from './api.ts';
import { EmptyState, formatDate, Loadable, tableClasses as t } from './parts.tsx';

const text = SCREENS.admin;

const STATUS_CLASSES: Record<string, string> = {
  active: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
  expired: 'bg-cream-200 text-ink',
};

async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    toast.success(MESSAGES.inviteLinkCopied);
  } catch {
    toast.error(MESSAGES.inviteLinkCopyFailed);
  }
}

function Row({ pro }: { pro: Professional }) {
  const send = useSendInvite();
  const iconButton =
    'inline-flex items-center gap-1.5 rounded-full border border-cream-300 bg-white px-3 py-1.5 text-xs font-semibold text-wine-800 hover:border-wine-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700 disabled:opacity-60';
  return (
    <tr className={t.row}>
      <td className={t.td}>
        <p className="font-semibold text-ink">{pro.name ?? text.noName}</p>
        <p className="text-ink-muted">{pro.email}</p>
      </td>
      <td className={t.td}>{text.roleLabels[pro.role]}</td>
      <td className={t.td}>{text.accessLabels[pro.accessLevel]}</td>
      <td className={t.td}>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_CLASSES[pro.status] ?? ''}`}>
          {text.statusLabels[pro.status] ?? pro.status}
        </span>
      </td>
      <td className={t.td}>{formatDate(pro.joinedAt)}</td>
      <td className={t.td}>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={iconButton}
            onClick={() => void copyLink(pro.inviteLink)}
            aria-label={text.copyLinkLabel(pro.email)}
          >
            <Copy className="size-3.5" aria-hidden="true" />
            {text.copyLink}
          </button>
          {pro.status !== 'active' ? (
            <button
              type="button"
              className={iconButton}
              disabled={send.isPending}
              aria-label={text.sendInviteLabel(pro.email)}
              onClick={() =>
                send.mutate(pro.id, {
                  onSuccess: (result) => toast.success(MESSAGES.inviteSent(result.email ?? pro.email)),
                  onError: () => toast.error(MESSAGES.inviteSendFailed),
                })
              }
            >
              <Send className="size-3.5" aria-hidden="true" />
              {text.sendInvite}
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

export function ProfessionalsTab({ onInvite }: { onInvite: () => void }) {
  const professionals = useProfessionals();
  return (
    <section aria-labelledby="professionals-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="professionals-title" className="font-serif text-xl font-bold text-wine-900">
          {text.professionalsTitle}
        </h2>
        <Button variant="secondary" onClick={onInvite}>
          <UserPlus className="size-4" aria-hidden="true" />
          {text.addProfessional}
        </Button>
      </div>
      <Loadable query={professionals}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={text.professionalsEmpty} hint={text.professionalsEmptyHint} />
          ) : (
            <DataTable
              columns={[
                text.columns.name,
                text.columns.role,
                text.columns.access,
                text.columns.status,
                text.columns.joined,
                text.columns.actions,
              ]}
            >
              {list.map((pro) => (
                <Row key={pro.id} pro={pro} />
              ))}
            </DataTable>
          )
        }
      </Loadable>
    </section>
  );
}
