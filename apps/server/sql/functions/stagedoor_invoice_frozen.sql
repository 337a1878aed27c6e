-- An issued invoice or credit note never changes (docs/invoice-numbering.md, "Frozen documents"): the trigger
-- invoices_frozen runs this before any UPDATE or DELETE of a row of invoices, and before a TRUNCATE of the table, and
-- refuses it. The app only ever inserts into invoices; a correction is a credit note and a new invoice. Nothing is
-- written to a document after its issue (its PDF is rendered from the row on every download), so no column is
-- exempt.
CREATE OR REPLACE FUNCTION stagedoor_invoice_frozen() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    RAISE EXCEPTION 'INVOICE_FROZEN' USING ERRCODE = 'P0001',
      DETAIL = format('%s of issued document %s refused: an issued invoice or credit note never changes', TG_OP, OLD.number);
  END IF;
  RAISE EXCEPTION 'INVOICE_FROZEN' USING ERRCODE = 'P0001',
    DETAIL = format('%s of %s refused: an issued invoice or credit note never changes', TG_OP, TG_TABLE_NAME);
END;
$$;
