// The approval rules' calls (issue 28): the rules in force with the people they may name and a
// change waiting; the audit trail; a change proposed, approved with the second administrator's
// one-time code, rejected or withdrawn.
import { api } from '@/api/api';
import { getCustomerDetails } from '@/api/calls/getCustomerDetails';
import { both } from '@/lib/data/both';
import type { ApprovalPolicy } from '@/domain/approvals/types';

/** GET /approval_rules, with the customer's own id (to know the changes they proposed). */
export const fetchRules = () =>
  both(
    () => api().call('getApprovalRules'),
    getCustomerDetails,
    (rules, me) => ({ rules, me: me.customer_id }),
  );

/** GET /approval_rules/changes: every proposal and its decision, newest first. */
export const fetchChanges = () => api().call('listApprovalRuleChanges');

/** POST /approval_rules/changes: new rules, written on the version shown. */
export const proposeRules = (base_version: number, policy: ApprovalPolicy) =>
  api().call('proposeApprovalRules', { json: { base_version, policy } });

/** POST …/otp: the one-time code of the administrator who approves this change. */
export const sendChangeCode = (change_id: string) =>
  api().call('sendApprovalRuleChangeCode', { params: { change_id }, json: {} });

export const approveChange = (change_id: string, otp_code: string) =>
  api().call('approveApprovalRuleChange', { params: { change_id }, json: { otp_code } });

export const rejectChange = (change_id: string, reason: string) =>
  api().call('rejectApprovalRuleChange', { params: { change_id }, json: { reason } });

export const withdrawChange = (change_id: string) =>
  api().call('withdrawApprovalRuleChange', { params: { change_id } });
