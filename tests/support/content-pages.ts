/** Markdown for the content-engine journeys: each journey publishes its own page. */

export const POST_MARKDOWN = `<!-- META {"title": "Engine test post", "description": "A post for the browser tests."} -->
# Engine test post

The first segment talks about registrars.

<!-- INSERT PRODUCT -->

The second segment compares prices.

<!-- INSERT PRODUCT 2 -->

## Questions

<!-- INSERT FAQ -->

\`\`\`sh
dig example.com +short
\`\`\`

<!-- PRODUCTS
START PRODUCT
title="Left Registrar" imageUrl="namecheap.svg" link="https://left.example/?aff=1"
description="Floats on the left." price="$6.49" hoverLabel="See today's price" alt="Left logo" floatDirection="left"
END PRODUCT
START PRODUCT
title="Right Registrar" imageUrl="porkbun.svg" link="https://right.example/" price="$9" hoverLabel="Visit Right"
END PRODUCT
-->

<!-- FAQ
Q: Which registrar is cheapest?
A: The **left** one, in the first year.
PRODUCT: 1
Q: Can I move later?
A: Yes, after 60 days.
-->
`;

export const GENERIC_MARKDOWN = `# Engine sale page

Everything you need to start.

<!-- INSERT PRODUCT -->

Text after the grid.

<!-- PRODUCTS
START PRODUCT title="Grid One" imageUrl="escrow.svg" link="https://one.example" price="$1" END PRODUCT
START PRODUCT title="Grid Two" imageUrl="hover.svg" link="https://two.example" price="$2" END PRODUCT
START PRODUCT title="Grid Three" link="https://three.example" price="$3" END PRODUCT
-->
`;

/** A FAQ page with `count` numbered questions and two distinctive ones. */
export function faqMarkdown(count: number): string {
  const items = Array.from(
    { length: count },
    (_, index) => `Q: Filler question ${index + 1}?\nA: Filler answer ${index + 1}.`,
  );
  return `# Engine FAQ page

Answers about escrow and transfers.

<!-- FAQ
Q: What is Escrow?
A: A neutral **third party** holds the money.
Q: How long does a transfer take?
A: Usually five days.
${items.join("\n")}
-->
`;
}
