export default function Home() {
  return <h1>An app that already has sign-in</h1>;
}
