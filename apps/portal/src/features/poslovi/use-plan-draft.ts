import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@rp/ui';
import type { Gantt } from '@rp/contract';
import type { Planner } from '@rp/gantt';
import { draftKey, keepDraft, takeDraft } from '../../lib/drafts.ts';
import { SESSION_REFUSED_EVENT, getSession } from '../../lib/session-store.ts';
import { toProjectPayload, type PlanView } from './plan.ts';
import { isKeptPlan, keepPlan, restorePlan } from './plan-draft.ts';

/**
 * The plan's unsaved changes survive a session that ends under it (a 401 or 403 sends the user to the login screen),
 * as a form's entries do (useFormDraft): the jobs they change are kept in this tab for the same user, and when the
 * smartchart opens again after the sign-in they go onto the plan the server gives then, unsaved, with a notice. If
 * someone saved one of those jobs meanwhile, nothing is put back (their change would be undone unseen) and the notice
 * says so.
 */
// The take-on-open and keep-on-refusal wiring is useFormDraft's, written again on purpose: a hook shared by both, in
// lib/drafts.ts, is merged by Rollup into the form-field chunk the login screen loads, and took the login route to its
// 150 KB budget (`npm run bench -- bundle`).
export function usePlanDraft(planner: Planner, gantt: Gantt, view: PlanView, release: () => void): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const latest = useRef({ release, t, view });
  useEffect(() => {
    latest.current = { release, t, view };
  });

  useEffect(() => {
    const userId = getSession()?.id;
    if (userId === undefined) return;
    const key = draftKey(pathname, 'plan');
    const kept = takeDraft(userId, key);
    if (isKeptPlan(kept) && gantt.canWrite) {
      const { t: translate, view: current } = latest.current;
      const payload = toProjectPayload(gantt, current);
      const restored = restorePlan(kept, { tasks: payload.tasks, verzije: gantt.verzije });
      if (restored) {
        planner.load({
          ...payload,
          ...restored,
          ...(kept.zoom !== undefined && { zoom: kept.zoom }),
          ...(kept.splitterPosition !== undefined && { splitterPosition: kept.splitterPosition }),
        });
        planner.markUnsaved();
        toast.info(translate('poslovi.gantt.planRestored'));
      } else {
        toast.warning(translate('poslovi.gantt.planNotRestored'));
      }
    }
    const keep = () => {
      if (!planner.isDirty()) return;
      const { zoom, splitterPosition } = planner.getSnapshot();
      const plan = keepPlan(planner.save(), gantt, {
        zoom,
        ...(splitterPosition !== undefined && { splitterPosition }),
      });
      try {
        if (plan) keepDraft(userId, key, plan);
      } catch {
        // A full or disabled storage: the changes are lost, as they were before they could be kept.
      }
      // The way to the login screen is not held up by the question about unsaved data.
      latest.current.release();
    };
    window.addEventListener(SESSION_REFUSED_EVENT, keep);
    return () => window.removeEventListener(SESSION_REFUSED_EVENT, keep);
  }, [pathname, planner, gantt]);
}
