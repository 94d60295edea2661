/** Sets the browser tab title; React hoists <title> into the document head. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} · Pitchwise`}</title>;
}
