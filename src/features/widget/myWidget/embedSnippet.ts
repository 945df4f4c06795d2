export function embedSnippet(operatorId: string): string {
  return `<script src="https://widget.loyalty.example/embed.js" data-operator-id="${operatorId}" async></script>`;
}
