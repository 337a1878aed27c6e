-- Issued invoices and credit notes never change, enforced by the database (docs/invoice-numbering.md). The
-- function's current source is sql/functions/stagedoor_invoice_frozen.sql, applied again after the migrations.
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
--> statement-breakpoint
CREATE TRIGGER "invoices_frozen" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION stagedoor_invoice_frozen();
--> statement-breakpoint
CREATE TRIGGER "invoices_frozen_truncate" BEFORE TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION stagedoor_invoice_frozen();
