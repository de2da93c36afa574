// What other features may use of stock/ (docs/decisions/016-server-feature-folders.md): the relaunch warning job
// of docs/decisions/077-brand-stock.md.
export { stockAlertJob } from './stock-alert.job'
