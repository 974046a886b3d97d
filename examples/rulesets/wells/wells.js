// The action throw_coin of wells.rules, written in JavaScript. A script sees the
// game through `game` only (docs/scripts.md): the language's reads and effects.
function throw_coin(p) {
  game.move("coin", {player: p});                       // move coin to p
  game.set("wishes", p, game.counter("wishes", p) + 1); // set p.wishes = p.wishes + 1
  const face = game.roll(6);                            // the game's seeded die: roll(6)
  if (face === 6) {
    game.award(p, game.option("wish_points"), "the well grants a wish");
  }
}
