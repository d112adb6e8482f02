/** A turning ring; the text beside it (or an aria-label) says what is loading. */
export const Spinner = ({ size = 32 }: { readonly size?: number }) => (
  <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />
);
