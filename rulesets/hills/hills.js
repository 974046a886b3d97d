// The wolf of rulesets/hills/hills.rules, written as a script action: the same
// statements the rule file would write, through `game` (docs/scripts.md).
function wolf_attack(p) {
  for (const t of game.board()) {
    if (game.tile.tokens(t, "sheep", p) > 0) {
      game.move("sheep", "flock_bag", {count: game.tile.tokens(t, "sheep", p)}); // back into the bag
      game.move("sheep", "supply", {from: {tile: t}, for: p});                   // off the hill
    }
  }
  game.move("wolf", "flock_bag");                                                // the wolf goes back too
}
