export {
  abandonDelivery,
  insertReconciliationCase,
  listReconciliationCases,
  resolveReconciliationCase,
  viewReconciliationCase,
  type ReconciliationCaseView,
  type ReconciliationRow,
} from './reconciliation-store';
