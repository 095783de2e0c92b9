// The aisles a shopping list is grouped by, in the order a shop is walked, and which aisle an ingredient belongs
// to, guessed from its name (aisleFor); a member's own choice for an ingredient wins.

export const aisles = [
  'produce',
  'dairy',
  'meat-and-fish',
  'bakery',
  'pantry',
  'spices',
  'frozen',
  'drinks',
  'other',
] as const;
export type Aisle = (typeof aisles)[number];

/** How each aisle is titled on the list. */
export const aisleLabels: Record<Aisle, string> = {
  produce: 'Produce',
  dairy: 'Dairy',
  'meat-and-fish': 'Meat and fish',
  bakery: 'Bakery',
  pantry: 'Pantry',
  spices: 'Spices',
  frozen: 'Frozen',
  drinks: 'Drinks',
  other: 'Other',
};

/**
 * Which aisle an ingredient is found in, from words in its name (as the list keys it: lower case, the last word
 * singular, without "fresh", "chopped"…); the first rule that matches decides, so the narrow names come before the
 * broad words that would file them wrongly: "baking soda" before the drinks' "soda", "chicken stock" before the
 * meat's "chicken", "garlic powder" before the produce's "garlic", "bread flour" before the bakery's "bread". Every
 * catalogue ingredient's aisle is checked against a list reviewed by hand (tests/unit/domain/catalogueAisles.tsv).
 * Names arrive as the list keys them ("garlic clove", "kalamata olive", "red chili", "chopped tomato": the tin).
 */
const aisleRules: ReadonlyArray<readonly [Aisle, RegExp]> = [
  // Water from the tap is not bought; soda, sparkling and rose water are.
  ['other', /^(?:(?:boiling|cold|hot|ice|ice-cold|iced|lukewarm|warm|tap|filtered)\s+)*water$/],
  ['meat-and-fish', /\b(?:ground (?:beef|pork|lamb|turkey|chicken|veal|meat)|salt cod|bacalao)\b/],
  // Fresh things whose name holds a pantry or spice word: juice squeezed from a lemon, tofu and kimchi from the
  // chilled shelf by the vegetables, beans in the pod, garlic whatever follows it.
  [
    'produce',
    /^juice of (?:\S+ )?(?:lemon|lime)s?\b|\b(?:(?:lemon|lime)s? juice|kimchi|tofu|tempeh|garlic(?! (?:powder|salt|granules|flakes))|pomegranate|green bean|yard-long bean|runner bean|broad bean|sprout|green peanut|peanuts? in the shell)/,
  ],
  [
    'frozen',
    /^ice$|\b(?:frozen|ice cream|sorbet|ice cubes?|puff pastry|filo|phyllo|dumpling wrapper|spring roll wrapper|wonton wrapper)\b/,
  ],
  // Preserved, dried or processed forms of things that would otherwise read as fresh, and the flours, oils,
  // stocks, sauces and vinegars whose first word names something else ("bread flour", "red wine vinegar").
  [
    'pantry',
    /\b(?:canned|tinned|jarred|bottled|(?:chopped|crushed|diced) tomato(?:es)?|tomato (?:paste|puree|purée|sauce)|passata|adobo|roasted red pepper|pickle|straw mushroom|wood ear|coconut (?:milk|cream|oil)|evaporated milk|condensed milk|(?:peanut|almond|cashew) butter|anchov\w*|tuna in|clams? (?:with )?juice|clam juice|stock|broth|dashi|bouillon|starch|cornstarch|cornflour|cornmeal|corn syrup|grits?|polenta|masarepa|tapioca|malted|matzo|(?:pumpkin|sunflower|chia|flax|hemp) seeds?|ground (?:almonds?|hazelnuts?|nuts?)|baking soda|baking powder|bicarbonate|cream of tartar|cocoa|mirin|tamari|fish sauce|oyster sauce|shrimp paste|dried shrimp|bonito|fish flakes?|bean paste|dried (?:\w+ )?beans?|dried chickpea|split pea|noodles?|vermicelli|seaweed|wakame|kombu|nori|soy|flour|breadcrumbs?|panko|jam|applesauce|rose water|vinegar|oil|(?:chili|chilli|hot|sweet chili) sauce)\b/,
  ],
  [
    'spices',
    /^(?:salt and )?pepper$|\b(?:salt|(?:black|white|cayenne|aleppo|sichuan|szechuan|pink|lemon|ground) pepper|peppercorns?|(?:garlic|onion|chili|chilli|curry|ginger|mustard|five[- ]spice|chipotle|ancho) powder|(?:chili|chilli|pepper) flakes?|dried (?:\w+ )?(?:oregano|thyme|marjoram|basil|rosemary|sage|mint|dill|parsley|tarragon|fenugreek|bay|herbs?|chili|chilli|chilies)|ground \w+|(?:cumin|coriander|caraway|fennel|mustard|sesame|nigella|celery|anise|dill|poppy) seeds?|seeds?|cumin|paprika|turmeric|cinnamon|nutmeg|mace|cloves?|cardamom|allspice|star anise|saffron|vanilla|bay lea(?:f|ves)|juniper|sumac|za'atar|cayenne|garam masala|berbere|amchur|asafoetida|fenugreek|gochugaru|seasoning|spice)\b/,
  ],
  [
    'drinks',
    /\b(?:wine|beer|lager|ale|stout|juice|soda|coffee|espresso|tea|matcha|sake|rum|vodka|gin|whisky|whiskey|brandy|cognac|kirsch|aquavit|liqueur|vermouth|sherry|port|tequila|cider|bitters?|grenadine|sparkling water|tonic|lemonade)\b/,
  ],
  [
    'meat-and-fish',
    /\b(?:chicken|beef|pork|lamb|mutton|bacon|lardons?|ham|sausages?|bratwurst|turkey|duck|veal|mince|steak|brisket|liver|guanciale|pancetta|prosciutto|salami|chorizo|black pudding|salmon|tuna|cod|haddock|fish|shrimp|prawns?|scallops?|mussels?|clams?|crab|lobster|crawfish|crayfish|sardines?|squid|octopus|sea bass|trout|mackerel|halibut)\b/,
  ],
  [
    'dairy',
    /\b(?:milk|butter|cream|cheese|yogurt|yoghurt|eggs?|parmesan|parmigiano|grana padano|mozzarella|feta|ricotta|mascarpone|buttermilk|ghee|paneer|halloumi|cheddar|gruyère|emmental|pecorino|creme fraiche|crème fraîche|quark|skyr|kefir)\b/,
  ],
  [
    'bakery',
    /\b(?:bread|baguettes?|buns?|rolls?|tortillas?|pitas?|naan|croissants?|bagels?|brioche|sourdough|flatbreads?|focaccia|ciabatta)\b/,
  ],
  [
    'produce',
    /\b(?:onions?|tomato(?:es)?|potato(?:es)?|carrots?|celery|celeriac|lettuce|spinach|kale|cavolo nero|chard|collard|cabbage|broccoli|cauliflower|zucchini|courgettes?|eggplants?|aubergines?|peppers?|chil(?:i|li|ies|lies)|jalapeño|jalapeno|cucumbers?|mushrooms?|lemons?|limes?|oranges?|apples?|bananas?|berry|berries|strawberry|blueberry|raspberry|grapes?|pears?|peach(?:es)?|mango(?:es)?|avocados?|ginger|galangal|turmeric root|scallions?|spring onions?|leeks?|shallots?|herbs?|basil|parsley|cilantro|coriander|mint|spearmint|dill|rosemary|thyme|oregano|sage|tarragon|chives?|curry lea(?:f|ves)|pandan|perilla|peas?|corn|squash|pumpkin|beets?|beetroots?|parsnips?|radish(?:es)?|fennel|asparagus|arugula|rocket|lemongrass|bok choy|pak choi|okra|plantains?|pomegranate|cherr(?:y|ies)|melon|watermelon|figs?|kiwi|pineapple|coconut|tomatillos?|papaya|turnips?|swede)\b/,
  ],
  [
    'pantry',
    /\b(?:sugar|rice|pasta|spaghetti|macaroni|penne|rigatoni|ditalini|couscous|quinoa|bulgur|oats?|beans?|lentils?|chickpeas?|honey|syrup|molasses|treacle|yeast|chocolate|nuts?|almonds?|walnuts?|peanuts?|cashews?|pecans?|pistachios?|hazelnuts?|tahini|paste|sauce|ketchup|mayonnaise|mustard|capers?|olives?|raisins?|semolina|miso|gelatin|lard|shortening|gochujang|hoisin|tamarind|sauerkraut|bamboo shoots?|horseradish|biscuits?|cookies?|crackers?|savoiardi|ladyfingers?|meringues?|wrappers?|cereal)\b/,
  ],
];

export function aisleFor(name: string): Aisle {
  const lower = name.toLowerCase();
  for (const [aisle, words] of aisleRules) if (words.test(lower)) return aisle;
  return 'other';
}
