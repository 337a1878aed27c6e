/** React hoists `<title>` into the document head; every page names itself this way. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · Stagedoor`}</title>;
}
