// Scaffold: the clubs feature replaces this with the club's public page.
export function ClubPage({ clubId }: { clubId: number }) {
  return <p>Club {clubId}</p>;
}
