export function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no such page in the demo. <a href="#/">Back to the overview</a>.
      </p>
    </>
  );
}
