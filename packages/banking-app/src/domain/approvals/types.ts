// The contract's types of a company's approvals (issue 28), named once for the app.
import type {
  ApprovalPath,
  ApprovalPaymentKind,
  ApprovalPolicy,
  ApprovalProgress,
  ApprovalRule,
  ApprovalRuleChange,
  ApprovalRules,
} from '@bank/api-contract';

export type {
  ApprovalPath,
  ApprovalPaymentKind,
  ApprovalPolicy,
  ApprovalProgress,
  ApprovalRule,
  ApprovalRuleChange,
  ApprovalRules,
};
/** One approval of a payment's path: who may give it and, once given, who did. */
export type ApprovalPathStep = ApprovalPath['steps'][number];
export type ApproverRole = ApprovalPathStep['roles'][number];
/** A user of the company the rules may name. */
export type ApprovalPerson = ApprovalRules['people'][number];
