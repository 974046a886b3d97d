// The action of rulesets/lucky/lucky.rules. A script action is an action of
// the rules: it takes the declared values (a player is a number) and acts
// through the global `game` (docs/scripts.md).
function lucky_roll(p) {
  const face = game.roll(6);                              // the language's roll(6)
  if (face !== game.option("lucky_face")) return;
  game.set("sixes", p, game.counter("sixes", p) + 1);     // set p.sixes = p.sixes + 1
  game.award(p, game.option("lucky_points"), "rolled a " + face + " (house rule)");
  game.move("clover", {player: p});                       // move clover to p
  const placed = game.placed();
  const others = game.player.pieces(p, "follower").filter(w => game.figure.tile(w) !== placed);
  if (others.length > 0) game.return(game.pick(others));  // return w, w drawn at random
}
