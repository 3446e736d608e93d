/** Details of events several elements declare (their element files name them with `detail<...>`). */

/** `isps-entity-change`: records of a list were added, edited, deleted, imported or acted on. */
export interface EntityChangeDetail {
  /** The entity name of the list (`wms_receive_command`, ...). */
  entity: string;
  /** `add`, `edit`, `delete`, `import` or the document action (`approve`, `execute`, ...). */
  action: string;
  ids: string[];
}

/** `isps-navigate`: a page asks its host to go to a path (announcement "go handle", links). */
export interface NavigateDetail {
  path: string;
}
