/**
 * The compact registry the loader defines every tag from (docs/decisions.md "Compact element
 * registry"): one line per tag of elements/registry.ts, sorted, without the `isps-` prefix, then the
 * element's own props and methods. A bare name is a string prop; `!` boolean, `#` number, `@` json,
 * `&` a method prop (a host callback); `name()` is an element method. The common props (locale,
 * auto-login, allowed-origins) are added to every tag. A browser test checks this list against the
 * element files: add a line here with every new element.
 */
export const TAGS = `
account-center
account-settings
app supportPhone askLanguage!
billing-list
borrow-command-list formMode
business-partner-list formMode
check-inventory-list formMode
cost-center-list formMode
dashboard-analysis
dashboard-chart
dashboard-monitor
dashboard-task
dashboard-workplace
delivery-command-list formMode
demo-basic-form
demo-card-list
demo-query-list
demo-step-form
dict-items dictCode refresh()
equipment-list formMode
exception-403
exception-404
exception-500
facility-list formMode
fsm-ain-equipment
fsm-and-oa-interface
fsm-ecn-work-order
fsm-import-service-contract
fsm-inventory-query
fsm-project-stage-statistics
fsm-spare-part-list-query
fsm-spare-parts-list
inspection-standard-list formMode
inventory-query facilityId
knowledge-file-list
login
message-template-list formMode
monitor-disk
monitor-http-trace
monitor-jvm
monitor-redis
monitor-system
monitor-tomcat
movement-type-list formMode
online-report code
online-report-list
oss-file-list
packing-exec
packing-list
packing-task-add
packing-task-list mode
packing-weigh
picklist-list
position-list formMode
price-catalog-list formMode
price-group-list formMode
price-trim-list formMode
product-facility-list formMode
product-list formMode
product-store-list formMode
quality-testing-list
receipt-list
receive-command-list formMode
replenish-command-list formMode
report-picker code field orgFields destFields width# placeholder value triggerChange! disabled! multi! groupId
rma-command-list formMode
sales-user-list formMode
sampling-plan-list formMode
scrap-command-list formMode
service-delivery-command-list formMode
service-receive-command-list formMode
supplier-return-list
sys-address-list formMode
sys-announcement-list formMode
sys-check-rule-list formMode
sys-data-source-list formMode
sys-depart-list
sys-dict-list formMode
sys-fill-rule-list formMode
sys-gateway-route-list formMode
sys-log-list formMode
sys-message-list formMode
sys-permission-list
sys-position-list formMode
sys-print-template-list formMode
sys-quartz-job-list formMode
sys-role-list formMode
sys-tenant-list formMode
sys-user-list formMode
team-list formMode
transfer-command-list formMode
user-alteration
user-announcement category refresh()
user-login
user-register
user-register-result account
user-steps
`;
