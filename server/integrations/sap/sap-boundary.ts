/**
 * The SAP integration boundary (issue 12 point 3): the two interfaces the rest of the server knows SAP
 * by. Two implementations each: files (the embedded default: IDoc files dropped into a folder, outbound
 * messages written as files) and HTTP (an SAP PI/CPI REST adapter), chosen by `SAP_MODE`
 * (docs/integrations.md).
 */

/** One document pulled from SAP: an IDoc ORDERS05 XML text holding one or more purchase orders. */
export interface SapPoDocument {
  /** The source's own id of the document (a file name, the adapter's message id). */
  id: string;
  /** What the staging rows name as their source (`file:<name>`, `http:<id>`). */
  sourceName: string;
  content: string;
}

/** How the import ended for one document: the source moves it aside or acknowledges it accordingly. */
export type SapPoOutcome = { ok: true; orders: number } | { ok: false; message: string };

/** Where SAP purchase orders come from. */
export interface SapPoSource {
  readonly kind: 'file' | 'http';
  /** The documents waiting, each claimed by this run (another run does not get it too). */
  pull(): Promise<SapPoDocument[]>;
  /** After the import of one document: processed, or refused with the reason. */
  settle(document: SapPoDocument, outcome: SapPoOutcome): Promise<void>;
}

/** One outbound message of the outbox (`oms_sap_log`), as the sender gets it. */
export interface SapOutboundMessage {
  id: string;
  interfaceCode: string;
  bizDocType: string | null;
  bizDocCode: string | null;
  payload: unknown;
}

/** SAP's answer to one message: accepted with the SAP document number, or refused / unreachable. */
export type SapSendResult =
  | { ok: true; sapDocNo: string | null; response: unknown }
  | { ok: false; error: string; response: unknown };

/** Where outbound messages go. */
export interface SapSender {
  readonly kind: 'file' | 'http';
  send(message: SapOutboundMessage): Promise<SapSendResult>;
}
