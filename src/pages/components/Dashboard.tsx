// PLACEHOLDER-TO-REPLACE: exists only so the generator can run while the real page is written.
export default function Dashboard() {
  return null;
}
